import fc from 'fast-check';

/** Keys that reach an object's prototype when code copies a body with plain assignment. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  0,
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'null',
  'NaN',
  'Infinity',
  '1e309',
  '0x1f',
  '9'.repeat(400),
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  '\u202e\u0301\u200b',
  '\ud800',
  '\u0000',
  '%',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  '2024-02-30',
  '0000-00-00',
  '+275760-09-13T00:00:00.000Z',
  [],
  {},
  [null],
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
];

/** Values no field of any contract expects: wrong types, edge numbers, huge and odd strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Sets an own property, even `__proto__` (plain assignment would set the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function copy(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(out, key, value[key]);
  return out;
}

/** Characters that mean something to SQL, LIKE, JSON, paths or text direction, or that PostgreSQL refuses. */
const TAINTS = ['\u0000', "'", '\\', '%', '_', '"', '../', '\u202e', '😀', '\ud800', '\r\n'];

type Op =
  | { kind: 'taint'; key: number; taint: string }
  | { kind: 'set'; key: string | number; value: unknown }
  | { kind: 'delete'; key: number }
  | { kind: 'replace'; value: unknown };

const keyArb = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }), fc.nat());

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('taint' as const),
      key: fc.nat(),
      taint: fc.constantFrom(...TAINTS),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('set' as const), key: keyArb, value: hostileValue }),
  },
  fc.record({ kind: fc.constant('delete' as const), key: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), value: hostileValue }),
);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function apply(value: unknown, op: Op): unknown {
  if (op.kind === 'replace' || !isRecord(value)) return op.kind === 'replace' ? op.value : value;
  const keys = Object.keys(value);
  const out = copy(value);
  // A number picks one of the keys the valid value has, so most mutations hit a real field.
  const pick = (key: string | number) =>
    typeof key === 'number' ? (keys.length ? keys[key % keys.length]! : String(key)) : key;
  if (op.kind === 'taint') {
    // The field keeps its type and about its length: what is wrong is only what it holds.
    const strings = keys.filter((k) => typeof value[k] === 'string');
    const name = strings[op.key % Math.max(1, strings.length)];
    if (name !== undefined) setOwn(out, name, `${op.taint}${String(value[name]).slice(op.taint.length)}`);
    return out;
  }
  if (op.kind === 'delete') {
    if (keys.length) delete out[pick(op.key)];
    return out;
  }
  setOwn(out, pick(op.key), op.value);
  return out;
}

/**
 * A valid value with one to three things wrong with it: a field holding odd characters or of a wrong
 * kind, one missing, an extra one.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(opArb, { minLength: 1, maxLength: 3 }))
    .map(([value, ops]) => ops.reduce(apply, value));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A value the way a form or a query string carries it (a lone surrogate has no UTF-8: U+FFFD). */
function formValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** Form encoding of a value (each array item its own pair); a value that is no object is sent raw. */
export function formEncode(value: unknown): string {
  if (!isRecord(value)) return encodeURIComponent(formValue(value));
  const params = new URLSearchParams();
  for (const key of Object.keys(value)) {
    const v = value[key];
    for (const item of Array.isArray(v) ? v : [v]) params.append(key, formValue(item));
  }
  return params.toString();
}

/** A path segment for a route parameter. */
export const pathSegment = (value: unknown) => encodeURIComponent(formValue(value));

/** Raw bytes a URL may end with that no encoder writes: broken percent-escapes and overlong UTF-8. */
export const brokenEscape = fc.constantFrom('', '', '', '%', '%zz', '%E0%A4%A', '%C0%AF', '%FF');

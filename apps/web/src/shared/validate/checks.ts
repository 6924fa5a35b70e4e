/**
 * Small checks for what the first load reads (bootstrap metadata, the stored session and settings,
 * the token answer): the same rules as the contracts' zod schemas, without shipping zod to a
 * visitor who has not signed in yet. The tests hold each check to its schema.
 */
export const INVALID: unique symbol = Symbol('invalid');
export type Check<T> = (value: unknown) => T | typeof INVALID;
type Out<C> = C extends Check<infer T> ? T : never;

export const string =
  (pattern?: RegExp, minLength = 0): Check<string> =>
  (value) =>
    typeof value === 'string' && value.length >= minLength && (!pattern || pattern.test(value))
      ? value
      : INVALID;

export const integer =
  (min = -Infinity, max = Infinity): Check<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : INVALID;

export const number =
  (min = -Infinity, max = Infinity, exclusiveMin = false): Check<number> =>
  (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (exclusiveMin ? value > min : value >= min) &&
    value <= max
      ? value
      : INVALID;

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? null : check(value);

const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
/** `z.iso.datetime()`: a real calendar date, seconds, any fraction, and `Z` (no offset). */
export const isoDatetime: Check<string> = string(
  new RegExp(String.raw`^${DATE}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$`),
);

/** `z.url({ protocol: /^https$/ })`: parses as a URL with the https scheme; trimmed, tabs and newlines dropped. */
export const httpsUrl: Check<string> = (value) => {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  try {
    if (new URL(trimmed).protocol !== 'https:') return INVALID;
  } catch {
    return INVALID;
  }
  return trimmed.replace(/[\t\n\r]/g, '');
};

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

/** `z.literal(true)`. */
export const isTrue: Check<true> = (value) => (value === true ? true : INVALID);

export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : INVALID;

export const literal = <const T extends string>(expected: T): Check<T> => oneOf([expected]);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

/** zod's `.catch(fallback)`: an invalid value becomes the fallback. */
export const withFallback =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value) => {
    const result = check(value);
    return result === INVALID ? fallback : result;
  };

export const array =
  <T>(check: Check<T>): Check<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID;
    const out: T[] = [];
    for (const item of value) {
      const result = check(item);
      if (result === INVALID) return INVALID;
      out.push(result);
    }
    return out;
  };

export const record =
  <T>(key: Check<string>, check: Check<T>): Check<Record<string, T>> =>
  (value) => {
    if (!isPlainObject(value)) return INVALID;
    const out: Record<string, T> = {};
    for (const [name, item] of Object.entries(value)) {
      const result = check(item);
      if (key(name) === INVALID || result === INVALID) return INVALID;
      out[name] = result;
    }
    return out;
  };

export const unknownValue: Check<unknown> = (value) => value;

/** Like `z.object`: unknown keys are dropped, an absent optional key stays absent. */
export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Out<S[K]> }> =>
  (value) => {
    if (!isPlainObject(value)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(shape)) {
      // zod 4: an unknown-typed key must still be present.
      if (check === unknownValue && !(name in value)) return INVALID;
      const result = check(value[name]);
      if (result === INVALID) return INVALID;
      if (result !== undefined || name in value) out[name] = result;
    }
    return out as { [K in keyof S]: Out<S[K]> };
  };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** For answers: a value that does not pass fails the query, as the schema's `.parse` did. */
export function parseOrThrow<T>(check: Check<T>, value: unknown, what: string): T {
  const result = check(value);
  if (result === INVALID) throw new Error(`Invalid ${what} response`);
  return result;
}

/** The checked value, or undefined when it does not pass. */
export function parse<T>(check: Check<T>, value: unknown): T | undefined {
  const result = check(value);
  return result === INVALID ? undefined : result;
}

import { expect } from 'vitest';
import type { z } from 'zod';
import { parse, type Check } from '../shared/validate/checks';

type Path = (string | number)[];
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The wrappers a field's schema may sit in (optional, nullable, default, catch, readonly, pipe). */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrapped(inner) : schema;
}

/** Every field path of the schema's objects, walking nested objects and an array's first element. */
function fieldPaths(schema: z.ZodType, sample: unknown, at: Path = []): Path[] {
  const def = defOf(unwrapped(schema));
  if (def.type === 'array' && def.element && Array.isArray(sample) && sample.length > 0) {
    return fieldPaths(def.element, sample[0], [...at, 0]);
  }
  if (def.type !== 'object' || !def.shape || typeof sample !== 'object' || sample === null) return [];
  const values = sample as Record<string, unknown>;
  return Object.entries(def.shape).flatMap(([key, field]) => [
    [...at, key],
    ...fieldPaths(field, values[key], [...at, key]),
  ]);
}

const REMOVED = Symbol('removed');

function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(sample) ? [...sample] : { ...(sample as object) }) as Record<
    string | number,
    unknown
  >;
  const next = withValueAt(copy[head], rest, value);
  if (next === REMOVED) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** Values of the wrong kind for most fields, and the field left out. */
const MUTATIONS: unknown[] = [REMOVED, null, 'text', -1.5, true, {}, []];

/**
 * Holds a hand-written check to its zod schema field by field: the sample must be valid for the
 * schema (so a field added to the contract fails here until the sample has it), and for every field
 * of the schema, left out or of another kind, the check must answer what the schema answers (so it
 * fails until the check checks that field too).
 */
export function expectSameVerdictFieldByField<T>(check: Check<T>, schema: z.ZodType, sample: unknown) {
  const valid = schema.safeParse(sample);
  expect(valid.success, `the sample is valid for the schema: ${JSON.stringify(valid.error?.issues)}`).toBe(
    true,
  );
  expect(parse(check, sample)).toEqual(valid.data);
  const extra = withValueAt(sample, [], { ...(sample as object), notInTheContract: 1 });
  if (!Array.isArray(sample)) expect(parse(check, extra)).toEqual(schema.safeParse(extra).data);
  const paths = fieldPaths(schema, sample);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    for (const value of MUTATIONS) {
      const mutated = withValueAt(sample, path, value);
      const expected = schema.safeParse(mutated);
      const label = `${path.join('.')} = ${value === REMOVED ? '(left out)' : JSON.stringify(value)}`;
      expect(parse(check, mutated), label).toEqual(expected.success ? expected.data : undefined);
    }
  }
}

import fc from 'fast-check';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/** A JSON Schema in the OpenAPI 3.0 dialect, the one docs.ts and docSchema emit. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/**
 * A route part's schema as JSON Schema: a zod schema converted the way docs.ts converts it (the
 * input side, what a client sends), a plain schema (docSchema's) as it is.
 */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  if (schema instanceof $ZodType)
    return z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      unrepresentable: 'any',
      io: 'input',
    }) as JsonSchema;
  return schema as JsonSchema;
}

/** Any JSON value, small: what an unrepresentable part of a schema accepts. */
export const jsonValue = fc.jsonValue({ maxDepth: 2 });

const MAX_STRING = 80;

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, MAX_STRING);
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): any string, the server must cope.
    }
  }
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + MAX_STRING), unit: 'grapheme' });
}

function bound(value: number | undefined, exclusive: boolean | number | undefined) {
  return typeof exclusive === 'number'
    ? { at: exclusive, excluded: true }
    : { at: value, excluded: exclusive === true };
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = bound(s.minimum, s.exclusiveMinimum);
  const hi = bound(s.maximum, s.exclusiveMaximum);
  if (integer) {
    const min = lo.at === undefined ? -1e9 : Math.ceil(lo.at) + (lo.excluded ? 1 : 0);
    const max = hi.at === undefined ? 1e9 : Math.floor(hi.at) - (hi.excluded ? 1 : 0);
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min: lo.at ?? -1e9,
    max: hi.at ?? 1e9,
    minExcluded: lo.excluded,
    maxExcluded: hi.excluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/**
 * Values a field of that name takes in the seeded data (a client id, a user name, a reward code),
 * drawn now and then in place of the schema's: random strings alone rarely get past the first check.
 */
export type Hints = Record<string, readonly unknown[]>;

function objectOf(s: JsonSchema, root: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const field = (name: string, schema: JsonSchema) => {
    const own = arbitraryOf(schema, root, hints);
    const known = hints[name];
    return known?.length ? fc.oneof(own, fc.constantFrom(...known)) : own;
  };
  const shape = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, field(k, v)]));
  return fc.record(shape, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
}

/** Values a schema accepts (up to what JSON Schema can say: zod refinements may still refuse them). */
export function arbitraryOf(s: JsonSchema, root: JsonSchema = s, hints: Hints = {}): fc.Arbitrary<unknown> {
  const value = baseOf(s, root, hints);
  return s.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function baseOf(s: JsonSchema, root: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (s.$ref) {
    const name = s.$ref.split('/').pop() ?? '';
    const target = root.$defs?.[name];
    return target ? arbitraryOf(target, root, hints) : jsonValue;
  }
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((o) => arbitraryOf(o, root, hints)));
  if (s.allOf) {
    const merged = s.allOf.reduce<JsonSchema>(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return arbitraryOf(merged, root, hints);
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, root, hints) : jsonValue, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object':
      return objectOf(s, root, hints);
  }
  return s.properties ? objectOf(s, root, hints) : jsonValue;
}

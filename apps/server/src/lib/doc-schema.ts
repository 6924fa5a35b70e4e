import { z } from 'zod';

/**
 * Schema object of a zod schema, for the OpenAPI 3.0 document only: the app's validator compiler
 * is a pass-through, and handlers validate with zod so every failure gets the same `{errors}`
 * answer. OpenAPI 3.0 speaks its own JSON Schema dialect (boolean exclusiveMinimum, `nullable`, no
 * `const`), hence the target.
 */
export function docSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    io: 'input',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

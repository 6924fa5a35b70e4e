import { z } from 'zod';

/**
 * JSON Schema of a zod schema, for the OpenAPI document only: the app's validator compiler is a
 * pass-through, and handlers validate with zod so every failure gets the same `{errors}` answer.
 */
export function docSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

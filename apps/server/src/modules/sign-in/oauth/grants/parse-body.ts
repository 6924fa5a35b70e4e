import type { z } from 'zod';
import { OAuthError } from '../../../../lib/errors';

export function parseGrantBody<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
  throw new OAuthError('invalid_request', message);
}

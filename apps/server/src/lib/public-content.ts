import { normalizeLanguage, type Language } from '@patron/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * preHandler of the tenant's public content (docs/design.md#loyalty-api): no token needed, but a token that
 * is sent must be valid for this tenant (another tenant's token → 401).
 */
export function optionalAuth(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  };
}

/** The request's `Locale` header as one of the three languages (docs/product.md#validation: else en-US). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.locale;
  return normalizeLanguage(Array.isArray(header) ? header[0] : header);
}

/** Shared caches may keep a public answer `seconds`; it differs by tenant host and language. */
export function publicCache(reply: FastifyReply, seconds: number): void {
  reply.header('Cache-Control', `public, max-age=${seconds}`);
  reply.header('Vary', 'Locale, X-Target, Authorization');
}

export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A read of the interface, not of the control API (whose state GET stays same-origin too). */
const isInterfacePath = (request: FastifyRequest) => !request.url.startsWith('/_control');

/**
 * The reads answer any origin, so the portal's casino-system debug screen can call them from the
 * browser (docs/casino-system.md#cms-simulator): `Access-Control-Allow-Origin: *` on GET, and a
 * preflight that allows X-Api-Key. Writes and /_control get no CORS header: a page of another
 * origin cannot read their answers, and its non-simple requests are never let through.
 * Registered before the key check: a preflight carries no X-Api-Key.
 */
export function allowCrossOriginReads(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isInterfacePath(request)) return;
    if (READ_METHODS.has(request.method)) {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    const asked = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || typeof asked !== 'string' || !READ_METHODS.has(asked.toUpperCase()))
      return;
    return reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', 'X-Api-Key')
      .header('access-control-max-age', '600')
      .send();
  });
}

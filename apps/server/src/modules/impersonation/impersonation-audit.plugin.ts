import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type { AccessTokens, VerifiedAccess } from '../oauth/access-tokens';
import type { ImpersonationRepository } from './impersonation.repository';

type Options = { impersonationRepository: ImpersonationRepository; accessTokens: AccessTokens };

/** Routes without `app.authenticate` (metadata…) never verified the token; read it here. */
async function accessOf(request: FastifyRequest, accessTokens: AccessTokens): Promise<VerifiedAccess | null> {
  if (request.auth) return request.auth;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  try {
    // Most bearer requests are plain player sessions: skip the signature check unless it could be one.
    if (!('act' in decodeJwt(match[1]))) return null;
    const access = await accessTokens.verify(match[1]);
    return access.brand === request.tenant?.brand ? access : null;
  } catch {
    return null;
  }
}

/** DESIGN §5: every call made with an impersonation token is written to the audit log. */
async function impersonationAuditPlugin(
  app: FastifyInstance,
  { impersonationRepository, accessTokens }: Options,
) {
  app.addHook('onResponse', async (request, reply) => {
    const auth = await accessOf(request, accessTokens);
    if (!auth?.actor || !auth.sessionId) return;
    try {
      await impersonationRepository.recordRequest({
        tenantId: request.tenant.id,
        sessionId: auth.sessionId,
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(0, 500),
        statusCode: reply.statusCode,
      });
    } catch (err) {
      request.log.error({ err, sessionId: auth.sessionId }, 'could not write the impersonation audit');
    }
  });
}

export default fp(impersonationAuditPlugin, { name: 'impersonation-audit', dependencies: ['auth'] });

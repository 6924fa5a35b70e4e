import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { sendError } from '../../plugins/errors';
import type { AccessTokens, VerifiedAccess } from '../oauth/access-tokens';
import type { ImpersonationRepository } from './impersonation.repository';

type Options = { impersonationRepository: ImpersonationRepository; accessTokens: AccessTokens };

/** Routes without `app.authenticate` (metadata…) never verified the token; read it here. */
async function accessOf(request: FastifyRequest, accessTokens: AccessTokens): Promise<VerifiedAccess | null> {
  if (request.auth) return request.auth;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  try {
    // Most bearer requests are plain player sessions: skip the signature check unless it could be
    // one. A token verified before tells without being decoded again (a twentieth of a profile GET).
    const seen = accessTokens.seen(match[1]);
    if (!(seen ? seen.actor : 'act' in decodeJwt(match[1]))) return null;
    const access = await accessTokens.verify(match[1]);
    return access.brand === request.tenant?.brand ? access : null;
  } catch {
    return null;
  }
}

export const AUDIT_UNAVAILABLE =
  'The call could not be written to the impersonation audit log; please try again.';

declare module 'fastify' {
  interface FastifyRequest {
    impersonationAuditId?: string;
  }
}

/**
 * DESIGN §5: every call made with an impersonation token is written to the audit log before it
 * runs; a call that cannot be audited does not run (503). Its status code is added afterwards.
 */
async function impersonationAuditPlugin(
  app: FastifyInstance,
  { impersonationRepository, accessTokens }: Options,
) {
  app.addHook('onRequest', async (request, reply) => {
    const auth = await accessOf(request, accessTokens);
    if (!auth?.actor || !auth.sessionId) return;
    let id: string | undefined;
    try {
      id = await impersonationRepository.recordRequest({
        tenantId: request.tenant.id,
        sessionId: auth.sessionId,
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(0, 500),
      });
    } catch (err) {
      request.log.error({ err, sessionId: auth.sessionId }, 'could not write the impersonation audit');
    }
    if (!id) return sendError(request, reply, 503, [AUDIT_UNAVAILABLE]);
    request.impersonationAuditId = id;
  });

  app.addHook('onResponse', async (request, reply) => {
    const id = request.impersonationAuditId;
    if (!id) return;
    try {
      await impersonationRepository.recordStatus(request.tenant.id, id, reply.statusCode);
    } catch (err) {
      request.log.error({ err, auditId: id }, 'could not add the status to the impersonation audit');
    }
  });
}

export default fp(impersonationAuditPlugin, { name: 'impersonation-audit', dependencies: ['auth'] });

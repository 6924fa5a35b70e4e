import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { sendError } from '../../plugins/errors';
import type { AccessTokens, VerifiedAccess } from '../sign-in/oauth/access-tokens';
import type { ImpersonationRepository } from './impersonation.repository';

type Options = { impersonationRepository: ImpersonationRepository; accessTokens: AccessTokens };

/**
 * The bearer token when it could be an impersonation token, decided without a signature check:
 * most bearer requests are plain player sessions. A token verified before tells from the cache
 * (decoding it on every request was a twentieth of a profile GET); any other is decoded.
 */
function impersonationCandidate(request: FastifyRequest, accessTokens: AccessTokens): string | null {
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  if (!token) return null;
  const seen = accessTokens.seen(token);
  try {
    return (seen ? seen.actor : 'act' in decodeJwt(token)) ? token : null;
  } catch {
    return null;
  }
}

/** Routes without `app.authenticate` (metadata…) never verified the token; verify it here. */
async function accessOf(
  request: FastifyRequest,
  token: string,
  accessTokens: AccessTokens,
): Promise<VerifiedAccess | null> {
  try {
    const access = await accessTokens.verify(token);
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
 * docs/design.md#identity-and-sessions: every call made with an impersonation token is written to the audit
 * log before it runs; a call that cannot be audited does not run (503). Its status code is added afterwards.
 */
async function impersonationAuditPlugin(
  app: FastifyInstance,
  { impersonationRepository, accessTokens }: Options,
) {
  /** Writes the call to the audit log, or answers 503 (returning the reply) when it cannot. */
  async function audit(request: FastifyRequest, reply: FastifyReply, token: string) {
    const auth = await accessOf(request, token, accessTokens);
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
  }

  // Requests that cannot be impersonated go through at once (an async hook cost each a promise);
  // the others' promises go back to Fastify.
  app.addHook('onRequest', (request, reply, done) => {
    const token = impersonationCandidate(request, accessTokens);
    if (!token) return done();
    return audit(request, reply, token);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const id = request.impersonationAuditId;
    if (!id) return done();
    return impersonationRepository
      .recordStatus(request.tenant.id, id, reply.statusCode)
      .catch((err: unknown) => {
        request.log.error({ err, auditId: id }, 'could not add the status to the impersonation audit');
      });
  });
}

export default fp(impersonationAuditPlugin, { name: 'impersonation-audit', dependencies: ['auth'] });

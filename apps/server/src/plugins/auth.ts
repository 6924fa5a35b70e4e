import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors';
import type { AccessTokens, VerifiedAccess } from '../modules/sign-in/oauth/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: VerifiedAccess | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: a valid access token of the request's tenant. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function requireAuth(request: FastifyRequest): VerifiedAccess {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

async function authPlugin(app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw new UnauthorizedError();
    let access: VerifiedAccess;
    try {
      access = await accessTokens.verify(match[1]);
    } catch {
      throw new UnauthorizedError();
    }
    // docs/design.md#tenancy: a token used on another tenant is answered 401.
    if (access.brand !== request.tenant.brand) throw new UnauthorizedError();
    request.auth = access;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['tenant'] });

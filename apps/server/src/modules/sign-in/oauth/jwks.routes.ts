import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from './access-tokens';

/** The public keys that verify our access tokens (RFC 7517), for resource servers beside us. */
export async function jwksRoutes(app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) {
  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['oauth'], summary: 'Public keys verifying the access tokens' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { keys: await accessTokens.publicJwks() };
    },
  );
}

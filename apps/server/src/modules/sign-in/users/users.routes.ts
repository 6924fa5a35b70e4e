import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, revokeBodySchema, userPermissionsSchema } from '@patron/contracts';
import { docSchema } from '../../../lib/doc-schema';
import { requireAuth } from '../../../plugins/auth';
import { UnauthorizedError } from '../../../lib/errors';
import type { OAuthService } from '../oauth/oauth.service';
import type { PlayersRepository } from '../players/players.repository';
import { permissionsFor } from './permissions';

/** The "remote auth service" of docs/product.md#roles-and-permissions, served by this server. */
export async function usersRoutes(
  app: FastifyInstance,
  {
    oauthService,
    playersRepository,
  }: { oauthService: OAuthService; playersRepository: Pick<PlayersRepository, 'findByPatronId'> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/permissions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Permissions of the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userPermissionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // A valid token of a player who no longer exists (deleted) is as good as no token.
      if (!(await playersRepository.findByPatronId(request.tenant.id, auth.patronId)))
        throw new UnauthorizedError();
      return permissionsFor(auth.role);
    },
  );

  const revokeOptions = {
    schema: {
      tags: ['users'],
      summary: "The remote service's revoke (revoke/?logout=1); same as /oauth/revoke",
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      // Documentation only, like /oauth/revoke: its failures are RFC 7009/6749 bodies from the grant
      // code (form or JSON), which the provider's {errors} answer would replace.
      body: docSchema(revokeBodySchema),
    },
  };
  app.post('/revoke/', revokeOptions, async (request, reply) => {
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    await oauthService.revoke(body, request.tenant);
    return reply.header('Cache-Control', 'no-store').send({});
  });
}

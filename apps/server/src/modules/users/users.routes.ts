import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, revokeBodySchema, userPermissionsSchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import type { OAuthService } from '../oauth/oauth.service';
import { permissionsFor } from './permissions';

/** The spec's "remote auth service" (§6, §7), served by this server. */
export async function usersRoutes(app: FastifyInstance, { oauthService }: { oauthService: OAuthService }) {
  app.get(
    '/api/users/permissions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Permissions of the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: docSchema(userPermissionsSchema), 401: docSchema(errorResponseSchema) },
      },
    },
    async (request) => permissionsFor(requireAuth(request).role),
  );

  const revokeOptions = {
    schema: {
      tags: ['users'],
      summary: "The remote service's revoke (revoke/?logout=1); same as /oauth/revoke",
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
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

import type { FastifyInstance } from 'fastify';
import { badgeListSchema, errorResponseSchema, listBadgesQuerySchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore, requestLanguage } from '../../lib/public-content';
import { requireAuth } from '../../plugins/auth';
import type { BadgesService } from './badges.service';

export async function badgesRoutes(
  app: FastifyInstance,
  { badgesService }: { badgesService: BadgesService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/badges/',
    {
      // Before validation: without a valid token the answer is 401, whatever the query.
      preValidation: app.authenticate,
      schema: {
        tags: ['badges'],
        summary: "The tenant's badges with the signed-in player's progress and when each was earned",
        security: [{ bearer: [] }],
        querystring: listBadgesQuerySchema,
        response: { 200: badgeListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const who = { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
      return badgesService.list(who, request.query, requestLanguage(request));
    },
  );
}

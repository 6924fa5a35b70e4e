import type { FastifyInstance } from 'fastify';
import { badgeListSchema, errorResponseSchema, listBadgesQuerySchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { noStore, requestLanguage } from '../../lib/public-content';
import { requireAuth } from '../../plugins/auth';
import type { BadgesService } from './badges.service';

const errorDoc = docSchema(errorResponseSchema);

export async function badgesRoutes(
  app: FastifyInstance,
  { badgesService }: { badgesService: BadgesService },
) {
  app.get(
    '/api/badges/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['badges'],
        summary: "The tenant's badges with the signed-in player's progress and when each was earned",
        security: [{ bearer: [] }],
        querystring: docSchema(listBadgesQuerySchema),
        response: { 200: docSchema(badgeListSchema), 400: errorDoc, 401: errorDoc },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const who = { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
      return badgesService.list(who, request.query, requestLanguage(request));
    },
  );
}

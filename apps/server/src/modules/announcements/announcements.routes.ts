import type { FastifyInstance } from 'fastify';
import { announcementListSchema, errorResponseSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore, requestLanguage } from '../../lib/public-content';
import { requireAuth } from '../../plugins/auth';
import type { AnnouncementsService } from './announcements.service';

export async function announcementsRoutes(
  app: FastifyInstance,
  { announcementsService }: { announcementsService: AnnouncementsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/announcements/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['announcements'],
        summary: "The property's news for the signed-in player, newest first (never cached)",
        security: [{ bearer: [] }],
        response: { 200: announcementListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const who = { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
      return announcementsService.forPlayer(who, requestLanguage(request));
    },
  );
}

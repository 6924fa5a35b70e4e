import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, profileSchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import type { ProfileService } from './profile.service';

export async function profileRoutes(
  app: FastifyInstance,
  { profileService }: { profileService: ProfileService },
) {
  const options = {
    preHandler: app.authenticate,
    schema: {
      tags: ['profile'],
      summary: 'Profile of the signed-in player',
      security: [{ bearer: [] }],
      response: { 200: docSchema(profileSchema), 401: docSchema(errorResponseSchema) },
    },
  };
  app.get('/api/profile/', options, async (request, reply) => {
    const auth = requireAuth(request);
    const json = await profileService.getJson(request.tenant.id, auth.patronId);
    reply.type('application/json; charset=utf-8');
    return json;
  });
}

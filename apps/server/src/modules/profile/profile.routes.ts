import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, profileSchema } from '@patron/contracts';
import { requireAuth } from '../../plugins/auth';
import type { ProfileService } from './profile.service';

export async function profileRoutes(
  app: FastifyInstance,
  { profileService }: { profileService: ProfileService },
) {
  // Answered as the JSON text the service keeps (a measured saving): a string with a JSON type is sent
  // as it is, so the zod schemas here describe the answer but no serializer runs.
  const options = {
    preHandler: app.authenticate,
    schema: {
      tags: ['profile'],
      summary: 'Profile of the signed-in player',
      security: [{ bearer: [] }],
      response: { 200: profileSchema, 401: errorResponseSchema },
    },
  };
  app.get('/api/profile/', options, async (request, reply) => {
    const auth = requireAuth(request);
    const json = await profileService.getJson(request.tenant.id, auth.patronId);
    reply.type('application/json; charset=utf-8');
    return json;
  });
}

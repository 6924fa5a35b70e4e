import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, locationOwnersSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalAuth, publicCache, requestLanguage } from '../../lib/public-content';
import type { LocationsService } from './locations.service';

const CACHE_SECONDS = 300;

export async function locationsRoutes(
  app: FastifyInstance,
  { locationsService }: { locationsService: LocationsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/locations/locationOwners',
    {
      preValidation: optionalAuth(app),
      schema: {
        tags: ['locations'],
        summary: 'Where rewards are used: restaurants, hotel, spa, cage, shops (public, keyed by name)',
        response: { 200: locationOwnersSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply, CACHE_SECONDS);
      return locationsService.owners(request.tenant.id, requestLanguage(request));
    },
  );
}

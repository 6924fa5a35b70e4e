import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, tierLadderSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalAuth, publicCache, requestLanguage } from '../../lib/public-content';
import type { TiersService } from './tiers.service';

/** Tier ladders change when an operator edits them: shared caches may keep one five minutes. */
const CACHE_SECONDS = 300;

export async function tiersRoutes(app: FastifyInstance, { tiersService }: { tiersService: TiersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tiers/',
    {
      preValidation: optionalAuth(app),
      schema: {
        tags: ['tiers'],
        summary: "The tenant's tier ladder, lowest first (public; in the Locale header's language)",
        response: { 200: tierLadderSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply, CACHE_SECONDS);
      return tiersService.ladder(request.tenant.id, requestLanguage(request));
    },
  );
}

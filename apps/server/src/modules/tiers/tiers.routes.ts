import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, tierLadderSchema } from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { optionalAuth, publicCache, requestLanguage } from '../../lib/public-content';
import type { TiersService } from './tiers.service';

/** Tier ladders change when an operator edits them: shared caches may keep one five minutes. */
const CACHE_SECONDS = 300;

export async function tiersRoutes(app: FastifyInstance, { tiersService }: { tiersService: TiersService }) {
  app.get(
    '/api/tiers/',
    {
      preHandler: optionalAuth(app),
      schema: {
        tags: ['tiers'],
        summary: "The tenant's tier ladder, lowest first (public; in the Locale header's language)",
        response: { 200: docSchema(tierLadderSchema), 401: docSchema(errorResponseSchema) },
      },
    },
    async (request, reply) => {
      publicCache(reply, CACHE_SECONDS);
      return tiersService.ladder(request.tenant.id, requestLanguage(request));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, type ExternalTier, externalTierSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardsDoc, who, type Who } from '../../lib/player-routes';

/** The signed-in player's tier as the host system reports it, with their points balance. */
export async function externalTierRoutes(
  app: FastifyInstance,
  { rewardsService }: { rewardsService: { tier(who: Who): Promise<ExternalTier> } },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/rewards/ext/tier',
    {
      preValidation: app.authenticate,
      schema: {
        ...rewardsDoc('The external tier'),
        response: {
          200: externalTierSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => rewardsService.tier(who(request)),
  );
}

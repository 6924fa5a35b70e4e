import type { FastifyInstance } from 'fastify';
import { type Balances, balancesSchema, errorResponseSchema } from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardsDoc, who, type Who } from '../../lib/player-routes';

/** The signed-in player's balances, derived from the ledger. */
export async function balancesRoutes(
  app: FastifyInstance,
  { rewardsService }: { rewardsService: { balances(who: Who): Promise<Balances> } },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/rewards/ext/balances',
    {
      preValidation: app.authenticate,
      schema: {
        ...rewardsDoc('Balances of points, tier credits, comp dollars and free play'),
        response: {
          200: balancesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => rewardsService.balances(who(request)),
  );
}

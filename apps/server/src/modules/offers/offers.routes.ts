import type { FastifyInstance } from 'fastify';
import {
  errorResponseSchema,
  listOffersQuerySchema,
  offerListSchema,
  type Language,
  type OfferList,
} from '@patron/contracts';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardsDoc, who, type Who } from '../../lib/player-routes';
import { requestLanguage } from '../../lib/public-content';

/** The catalogue as the signed-in player sees it (what they could get for their points). */
export async function offersRoutes(
  app: FastifyInstance,
  {
    rewardsService,
  }: {
    rewardsService: {
      offers(
        who: Who,
        query: z.output<typeof listOffersQuerySchema> & { language: Language },
      ): Promise<OfferList>;
    };
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/rewards/ext/offers',
    {
      preValidation: app.authenticate,
      schema: {
        ...rewardsDoc('Catalogue offers as this player sees them'),
        querystring: listOffersQuerySchema,
        response: {
          200: offerListSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      rewardsService.offers(who(request), { ...request.query, language: requestLanguage(request) }),
  );
}

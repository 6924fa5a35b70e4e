import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/public-content';
import {
  errorResponseSchema,
  idempotencyKeySchema,
  listRewardsQuerySchema,
  redeemOfferBodySchema,
  rewardChangePendingSchema,
  rewardChangeResultSchema,
  rewardDetailSchema,
  rewardListSchema,
  swapRewardBodySchema,
} from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import { rewardsDoc, who } from '../../lib/player-routes';
import type { RewardsService } from './rewards.service';

const readErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const changeErrors = {
  ...readErrors,
  503: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
// Loose: a strict headers schema would leave request.headers with only the declared key.
const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKeySchema.describe('8–128 visible ASCII characters'),
});
const rewardCodeParams = z.object({ rewardCode: z.string() });

/**
 * The Idempotency-Key is checked before the body (a request without one hears about it first),
 * with its own message when it is missing; the headers schema then only documents it.
 */
async function requireIdempotencyKey(request: FastifyRequest) {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string') throw new ValidationError('The Idempotency-Key header is required.');
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => i.message));
}

/** Database-shaped JSON text, sent as is (a string with a JSON type is never re-serialised). */
/** A player's rewards; every call needs the player's token and answers only their records. */
export async function rewardsRoutes(
  plain: FastifyInstance,
  { rewardsService }: { rewardsService: Pick<RewardsService, 'list' | 'get' | 'redeem' | 'swap'> },
) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a request without a valid token hears 401, not what its input lacks.
  const base = { preValidation: app.authenticate };
  const keyed = { preValidation: [app.authenticate, requireIdempotencyKey] };

  app.get(
    '/api/rewards/',
    {
      ...base,
      schema: {
        ...rewardsDoc('Active rewards of the signed-in player (paged; hot = expiring within hotRewardDays)'),
        querystring: listRewardsQuerySchema,
        response: { 200: rewardListSchema, ...readErrors },
      },
    },
    async (request) =>
      rewardsService.list(who(request), { ...request.query, language: requestLanguage(request) }),
  );

  app.post(
    '/api/rewards/redeem',
    {
      ...keyed,
      schema: {
        ...rewardsDoc('Get a catalogue offer for points (idempotent by Idempotency-Key)'),
        headers: idempotencyHeaders,
        body: redeemOfferBodySchema,
        response: { 201: rewardChangeResultSchema, 202: rewardChangePendingSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const outcome = await rewardsService.redeem(who(request), request.body, key);
      return reply.status('pending' in outcome ? 202 : 201).send(outcome);
    },
  );

  app.post(
    '/api/rewards/swap',
    {
      ...keyed,
      schema: {
        ...rewardsDoc('Swap a reward for a catalogue offer (idempotent by Idempotency-Key)'),
        headers: idempotencyHeaders,
        body: swapRewardBodySchema,
        response: { 200: rewardChangeResultSchema, 202: rewardChangePendingSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const outcome = await rewardsService.swap(
        who(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status('pending' in outcome ? 202 : 200).send(outcome);
    },
  );

  app.get(
    '/api/rewards/:rewardCode',
    {
      ...base,
      schema: {
        ...rewardsDoc('One reward of the signed-in player and where it can be used'),
        params: rewardCodeParams,
        response: { 200: rewardDetailSchema, ...readErrors },
      },
    },
    async (request) => rewardsService.get(who(request), request.params.rewardCode),
  );
}

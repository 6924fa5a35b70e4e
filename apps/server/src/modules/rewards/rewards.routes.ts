import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  balancesSchema,
  errorResponseSchema,
  externalTierSchema,
  idempotencyKeySchema,
  listOffersQuerySchema,
  listRewardsQuerySchema,
  offerListSchema,
  redeemOfferBodySchema,
  rewardChangeResultSchema,
  rewardDetailSchema,
  rewardListSchema,
  swapRewardBodySchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { ValidationError } from '../../lib/errors';
import type { JsonText } from '../../lib/sql-json';
import { requireAuth } from '../../plugins/auth';
import type { RewardsService, Who } from './rewards.service';

const errorDoc = docSchema(errorResponseSchema);
const readErrors = { 400: errorDoc, 401: errorDoc, 404: errorDoc };
const changeErrors = { ...readErrors, 403: errorDoc, 409: errorDoc, 422: errorDoc };
const idempotencyHeader = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', description: '8–128 visible ASCII characters' } },
  required: ['idempotency-key'],
};

function who(request: FastifyRequest): Who {
  return { tenantId: request.tenant.id, patronId: requireAuth(request).patronId };
}

function idempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string') throw new ValidationError('The Idempotency-Key header is required.');
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => i.message));
  return parsed.data;
}

function sendJsonText(reply: FastifyReply, json: JsonText<unknown>) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * docs/design.md#loyalty-api loyalty calls; every one needs the player's token and answers only their
 * records.
 */
export async function rewardsRoutes(
  app: FastifyInstance,
  { rewardsService }: { rewardsService: RewardsService },
) {
  const base = { preHandler: app.authenticate };
  const doc = (summary: string, extra: Record<string, unknown>) => ({
    tags: ['rewards'],
    summary,
    security: [{ bearer: [] }],
    ...extra,
  });

  app.get(
    '/api/rewards/',
    {
      ...base,
      schema: doc('Active rewards of the signed-in player (paged; hot = expiring within hotRewardDays)', {
        querystring: docSchema(listRewardsQuerySchema),
        response: { 200: docSchema(rewardListSchema), ...readErrors },
      }),
    },
    async (request, reply) => sendJsonText(reply, await rewardsService.list(who(request), request.query)),
  );

  app.get(
    '/api/rewards/ext/tier',
    {
      ...base,
      schema: doc('The external tier', {
        response: { 200: docSchema(externalTierSchema), ...readErrors },
      }),
    },
    async (request) => rewardsService.tier(who(request)),
  );

  app.get(
    '/api/rewards/ext/balances',
    {
      ...base,
      schema: doc('Balances of points, tier credits, comp dollars and free play', {
        response: { 200: docSchema(balancesSchema), ...readErrors },
      }),
    },
    async (request) => rewardsService.balances(who(request)),
  );

  app.get(
    '/api/rewards/ext/offers',
    {
      ...base,
      schema: doc('Catalogue offers as this player sees them', {
        querystring: docSchema(listOffersQuerySchema),
        response: { 200: docSchema(offerListSchema), ...readErrors },
      }),
    },
    async (request, reply) => sendJsonText(reply, await rewardsService.offers(who(request), request.query)),
  );

  app.post(
    '/api/rewards/redeem',
    {
      ...base,
      schema: doc('Get a catalogue offer for points (idempotent by Idempotency-Key)', {
        headers: idempotencyHeader,
        body: docSchema(redeemOfferBodySchema),
        response: { 201: docSchema(rewardChangeResultSchema), ...changeErrors },
      }),
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      return reply.status(201).send(await rewardsService.redeem(who(request), request.body, key));
    },
  );

  app.post(
    '/api/rewards/swap',
    {
      ...base,
      schema: doc('Swap a reward for a catalogue offer (idempotent by Idempotency-Key)', {
        headers: idempotencyHeader,
        body: docSchema(swapRewardBodySchema),
        response: { 200: docSchema(rewardChangeResultSchema), ...changeErrors },
      }),
    },
    async (request) => rewardsService.swap(who(request), request.body, idempotencyKey(request)),
  );

  app.get(
    '/api/rewards/:rewardCode',
    {
      ...base,
      schema: doc('One reward of the signed-in player and where it can be used', {
        params: { type: 'object', properties: { rewardCode: { type: 'string' } }, required: ['rewardCode'] },
        response: { 200: docSchema(rewardDetailSchema), ...readErrors },
      }),
    },
    async (request) => {
      const { rewardCode } = request.params as { rewardCode: string };
      return rewardsService.get(who(request), rewardCode);
    },
  );
}

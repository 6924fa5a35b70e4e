import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorResponseSchema,
  normalizeLanguage,
  sendRewardEmailBodySchema,
  sendRewardSmsBodySchema,
} from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { RewardInvitationsService } from './reward-invitations.service';

const responses = {
  // No body (undefined is sent as nothing; null would be serialised as "null").
  202: z.undefined().describe('Queued in the outbox'),
  ...Object.fromEntries([400, 401, 403, 404, 429, 503].map((s) => [s, errorResponseSchema])),
};

function caller(request: FastifyRequest) {
  const auth = requireAuth(request);
  const locale = request.headers.locale;
  return {
    tenant: { id: request.tenant.id, name: request.tenant.name },
    patronId: auth.patronId,
    language: normalizeLanguage(Array.isArray(locale) ? locale[0] : locale),
  };
}

/**
 * POST /api/profile/sms and POST /api/profile/email: the caller's own active
 * reward to a phone or mailbox, through the outbox. Allowed under impersonation: it can only send
 * the player's own code, and the audit plugin records who asked.
 */
export async function rewardInvitationsRoutes(
  plain: FastifyInstance,
  { rewardInvitationsService }: { rewardInvitationsService: RewardInvitationsService },
) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.post(
    '/api/profile/sms',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Text one of my rewards (name and code) to a phone',
        security,
        body: sendRewardSmsBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      await rewardInvitationsService.send({
        ...caller(request),
        channel: 'sms',
        recipient: body.phoneNumber,
        rewardCode: body.rewardCode,
      });
      return reply.status(202).send(undefined);
    },
  );

  app.post(
    '/api/profile/email',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'E-mail one of my rewards (name and code)',
        security,
        body: sendRewardEmailBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      await rewardInvitationsService.send({
        ...caller(request),
        channel: 'email',
        recipient: body.email,
        rewardCode: body.rewardCode,
      });
      return reply.status(202).send(undefined);
    },
  );
}

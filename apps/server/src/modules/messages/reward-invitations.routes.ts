import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorResponseSchema,
  normalizeLanguage,
  phoneDigits,
  sendRewardEmailBodySchema,
  sendRewardSmsBodySchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import type { RewardInvitationsService } from './reward-invitations.service';

const responses = {
  202: { type: 'null', description: 'Queued in the outbox' },
  ...Object.fromEntries([400, 401, 403, 404, 429, 503].map((s) => [s, docSchema(errorResponseSchema)])),
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
 * docs/product.md#messages POST /api/profile/sms and docs/design.md#loyalty-api POST /api/profile/email: the
 * caller's own active reward to a phone or mailbox, through the outbox. Allowed under impersonation: it can
 * only send the player's own code, and the audit plugin records who asked.
 */
export async function rewardInvitationsRoutes(
  app: FastifyInstance,
  { rewardInvitationsService }: { rewardInvitationsService: RewardInvitationsService },
) {
  const security = [{ bearer: [] }];

  app.post(
    '/api/profile/sms',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Text one of my rewards (name and code) to a phone',
        security,
        body: docSchema(sendRewardSmsBodySchema),
        response: responses,
      },
    },
    async (request, reply) => {
      const body = sendRewardSmsBodySchema.parse(request.body);
      await rewardInvitationsService.send({
        ...caller(request),
        channel: 'sms',
        recipient: phoneDigits(body.phoneNumber),
        rewardCode: body.rewardCode,
      });
      return reply.status(202).send();
    },
  );

  app.post(
    '/api/profile/email',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'E-mail one of my rewards (name and code)',
        security,
        body: docSchema(sendRewardEmailBodySchema),
        response: responses,
      },
    },
    async (request, reply) => {
      const body = sendRewardEmailBodySchema.parse(request.body);
      await rewardInvitationsService.send({
        ...caller(request),
        channel: 'email',
        recipient: body.email,
        rewardCode: body.rewardCode,
      });
      return reply.status(202).send();
    },
  );
}

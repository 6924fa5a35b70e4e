import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePinBodySchema,
  errorResponseSchema,
  profileSchema,
  updateProfileBodySchema,
} from '@patron/contracts';
import { requireAuth } from '../../plugins/auth';
import { refuseUnderImpersonation } from '../impersonation/impersonation.guard';
import type { CallerOf } from '../accounts/account-caller';
import type { ProfileChangesService } from './profile-changes.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const noContent = z.null();

function who(request: FastifyRequest) {
  const auth = requireAuth(request);
  return { tenantId: request.tenant.id, patronId: auth.patronId, address: request.ip };
}

/** docs/product.md#profile profile PUT plus password and PIN changes; none is allowed while impersonating. */
export async function profileChangesRoutes(
  fastify: FastifyInstance,
  { profileChangesService, callerOf }: { profileChangesService: ProfileChangesService; callerOf: CallerOf },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated, as when the handlers parsed it: a caller without the right answers
  // 401/403 whatever the body.
  const guarded = { preValidation: [fastify.authenticate, refuseUnderImpersonation] };
  const security = [{ bearer: [] }];

  app.put(
    '/api/profile/',
    {
      ...guarded,
      schema: {
        tags: ['profile'],
        summary: 'Change contact details, address and marketing choices (PlayerProfileSettings)',
        security,
        body: updateProfileBodySchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profileChangesService.update(who(request), await callerOf(request), request.body),
  );

  app.post(
    '/api/profile/changePassword',
    {
      ...guarded,
      schema: {
        tags: ['profile'],
        summary: 'Change the password (needs the current one)',
        security,
        body: changePasswordBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await profileChangesService.changePassword(who(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/profile/changePin',
    {
      ...guarded,
      schema: {
        tags: ['profile'],
        summary: 'Change the 4-digit PIN (needs the current one)',
        security,
        body: changePinBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await profileChangesService.changePin(who(request), request.body);
      return reply.status(204).send(null);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordBodySchema,
  changePinBodySchema,
  errorResponseSchema,
  profileSchema,
  updateProfileBodySchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import { requireAuth } from '../../plugins/auth';
import { refuseUnderImpersonation } from '../impersonation/impersonation.guard';
import type { CallerOf } from '../accounts/account-caller';
import type { ProfileChangesService } from './profile-changes.service';

const errors = {
  400: docSchema(errorResponseSchema),
  401: docSchema(errorResponseSchema),
  403: docSchema(errorResponseSchema),
};

function who(request: FastifyRequest) {
  const auth = requireAuth(request);
  return { tenantId: request.tenant.id, patronId: auth.patronId, address: request.ip };
}

/** docs/product.md#profile profile PUT plus password and PIN changes; none is allowed while impersonating. */
export async function profileChangesRoutes(
  app: FastifyInstance,
  { profileChangesService, callerOf }: { profileChangesService: ProfileChangesService; callerOf: CallerOf },
) {
  const guarded = { preHandler: [app.authenticate, refuseUnderImpersonation] };
  const security = [{ bearer: [] }];

  app.put(
    '/api/profile/',
    {
      ...guarded,
      schema: {
        tags: ['profile'],
        summary: 'Change contact details, address and marketing choices (PlayerProfileSettings)',
        security,
        body: docSchema(updateProfileBodySchema),
        response: { 200: docSchema(profileSchema), ...errors },
      },
    },
    async (request) =>
      profileChangesService.update(
        who(request),
        await callerOf(request),
        updateProfileBodySchema.parse(request.body),
      ),
  );

  app.post(
    '/api/profile/changePassword',
    {
      ...guarded,
      schema: {
        tags: ['profile'],
        summary: 'Change the password (needs the current one)',
        security,
        body: docSchema(changePasswordBodySchema),
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await profileChangesService.changePassword(who(request), changePasswordBodySchema.parse(request.body));
      return reply.status(204).send();
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
        body: docSchema(changePinBodySchema),
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await profileChangesService.changePin(who(request), changePinBodySchema.parse(request.body));
      return reply.status(204).send();
    },
  );
}

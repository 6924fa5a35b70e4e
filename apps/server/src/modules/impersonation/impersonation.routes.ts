import type { FastifyInstance } from 'fastify';
import {
  errorResponseSchema,
  impersonationLinkBodySchema,
  impersonationLinkResponseSchema,
} from '@patron/contracts';
import { docSchema } from '../../lib/doc-schema';
import type { ImpersonationLinkService } from './impersonation-link.service';

const errors = docSchema(errorResponseSchema);

/**
 * docs/design.md#identity-and-sessions manager impersonation: the /dummy link's check, before the manager
 * signs in.
 */
export async function impersonationRoutes(
  app: FastifyInstance,
  { impersonationLinkService }: { impersonationLinkService: ImpersonationLinkService },
) {
  app.post(
    '/api/impersonation/link',
    {
      schema: {
        tags: ['impersonation'],
        summary:
          "Verify the host system's signed /dummy link (h valid 60 s, accepted once); answers the " +
          'single-use ticket (10 min) the token-exchange grant needs as link_ticket',
        body: docSchema(impersonationLinkBodySchema),
        response: { 200: docSchema(impersonationLinkResponseSchema), 400: errors, 404: errors },
      },
    },
    async (request) =>
      impersonationLinkService.verifyLink(request.tenant, impersonationLinkBodySchema.parse(request.body)),
  );
}

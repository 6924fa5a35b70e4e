import type { FastifyInstance } from 'fastify';
import {
  errorResponseSchema,
  impersonationLinkBodySchema,
  impersonationLinkResponseSchema,
} from '@patron/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ImpersonationLinkService } from './impersonation-link.service';

/** Manager impersonation: the /dummy link's check, before the manager signs in. */
export async function impersonationRoutes(
  app: FastifyInstance,
  { impersonationLinkService }: { impersonationLinkService: ImpersonationLinkService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/impersonation/link',
    {
      schema: {
        tags: ['impersonation'],
        summary:
          "Verify the host system's signed /dummy link (h valid 60 s, accepted once); answers the " +
          'single-use ticket (10 min) the token-exchange grant needs as link_ticket',
        body: impersonationLinkBodySchema,
        response: {
          200: impersonationLinkResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => impersonationLinkService.verifyLink(request.tenant, request.body),
  );
}

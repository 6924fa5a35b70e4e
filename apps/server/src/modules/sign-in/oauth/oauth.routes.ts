import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardPinGrantSchema,
  deviceHashGrantSchema,
  externalCodeGrantSchema,
  externalIdTokenGrantSchema,
  oauthErrorSchema,
  passwordGrantSchema,
  refreshTokenGrantSchema,
  revokeBodySchema,
  rTokenGrantSchema,
  socialGrantSchema,
  tokenExchangeGrantSchema,
  tokenResponseSchema,
} from '@patron/contracts';
import { z } from 'zod';
import { OAuthError } from '../../../lib/errors';
import { docSchema } from '../../../lib/doc-schema';
import type { OAuthService } from './oauth.service';

const tokenBodyDoc = z.union([
  passwordGrantSchema,
  refreshTokenGrantSchema,
  cardPinGrantSchema,
  deviceHashGrantSchema,
  socialGrantSchema,
  externalIdTokenGrantSchema,
  externalCodeGrantSchema,
  rTokenGrantSchema,
  tokenExchangeGrantSchema,
]);

function asRecord(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new OAuthError('invalid_request', 'The request body must be form-encoded or a JSON object.');
}

// RFC 6749 §5.1: token answers must not be cached.
function noStore(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

/**
 * The request bodies here are documentation only (docSchema) and validated by the grant code: they
 * come form-encoded or as JSON, the grant_type picks the schema (an unknown one answers
 * unsupported_grant_type, a wrong client invalid_client before any field is checked), and the
 * union's own messages would differ from the chosen grant's. The answers are zod and serialised
 * through them.
 */
export async function oauthRoutes(
  fastify: FastifyInstance,
  { oauthService }: { oauthService: OAuthService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['oauth'],
        summary:
          'Issue tokens (RFC 6749); grants: password, refresh_token, card_pin, device_hash, facebook_access, ' +
          'google_access, external_{idp}_idtoken_access, external_{idp}_code_access, r_token, token-exchange',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: docSchema(tokenBodyDoc),
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          401: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await oauthService.token(asRecord(request.body), { tenant: request.tenant, request });
      return noStore(reply).send(answer);
    },
  );

  const revokeOptions = {
    schema: {
      tags: ['oauth'],
      summary: 'Revoke a refresh token and its family (RFC 7009)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: docSchema(revokeBodySchema),
      response: { 200: z.object({}), 400: oauthErrorSchema, 401: oauthErrorSchema },
    },
  };
  app.post('/oauth/revoke/', revokeOptions, async (request, reply) => {
    await oauthService.revoke(asRecord(request.body), request.tenant);
    return noStore(reply).send({});
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { OAuthError } from '../../lib/errors';
import { docSchema } from '../../lib/doc-schema';
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

export async function oauthRoutes(app: FastifyInstance, { oauthService }: { oauthService: OAuthService }) {
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
          200: docSchema(tokenResponseSchema),
          400: docSchema(oauthErrorSchema),
          401: docSchema(oauthErrorSchema),
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
    },
  };
  app.post('/oauth/revoke/', revokeOptions, async (request, reply) => {
    await oauthService.revoke(asRecord(request.body), request.tenant);
    return noStore(reply).send({});
  });
}

import { CLIENT_ID, CLIENT_ID_DEVELOPMENT, revokeBodySchema, type TokenResponse } from '@patron/contracts';
import { OAuthError } from '../../../lib/errors';
import type { Tenant } from '../../tenants/tenants.repository';
import type { AccessTokens } from './access-tokens';
import { recordingSuccess } from '../throttle/sign-in-throttle.service';
import type { GrantContext, GrantSubject } from './grants/grant';
import type { GrantRegistry } from './grants/registry';
import { parseGrantBody } from './grants/parse-body';
import type { RefreshTokensService } from './refresh-tokens.service';

const ALLOWED_CLIENTS: ReadonlySet<string> = new Set([CLIENT_ID, CLIENT_ID_DEVELOPMENT]);

function checkClient(body: Record<string, unknown>): string | undefined {
  const clientId = body.client_id;
  if (clientId === undefined || clientId === '') return undefined;
  if (typeof clientId !== 'string' || !ALLOWED_CLIENTS.has(clientId)) {
    throw new OAuthError('invalid_client', 'Unknown client_id.');
  }
  return clientId;
}

export function createOAuthService(deps: {
  grants: GrantRegistry;
  accessTokens: AccessTokens;
  refreshTokensService: RefreshTokensService;
}) {
  /** The token response for the subject a grant authenticated. */
  async function respond(
    subject: GrantSubject,
    tenant: Tenant,
    clientId: string | undefined,
  ): Promise<TokenResponse> {
    const ttlSeconds = subject.ttlSeconds ?? deps.accessTokens.ttlSeconds;
    const accessToken = await deps.accessTokens.sign(
      {
        patronId: subject.patronId,
        brand: tenant.brand,
        role: subject.role,
        clientId,
        actorSub: subject.actorSub,
        sessionId: subject.sessionId,
      },
      { ttlSeconds },
    );
    if (subject.issueRefreshToken === false) {
      return { access_token: accessToken, token_type: 'Bearer', expires_in: ttlSeconds };
    }
    const { signInSuccess } = subject;
    const refreshToken = await deps.refreshTokensService.issue({
      tenantId: tenant.id,
      playerId: subject.playerId,
      clientId,
      ...(subject.refreshFamilyId ? { familyId: subject.refreshFamilyId } : {}),
      ...(signInSuccess ? { signInSuccess } : {}),
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttlSeconds,
      refresh_token: refreshToken,
      ...subject.responseExtras,
    };
  }

  return {
    async token(
      body: Record<string, unknown>,
      context: Omit<GrantContext, 'clientId'>,
    ): Promise<TokenResponse> {
      const grantType = body.grant_type;
      if (typeof grantType !== 'string' || grantType === '') {
        throw new OAuthError('invalid_request', 'grant_type is required.');
      }
      const clientId = checkClient(body);
      const grant = deps.grants.get(grantType);
      if (!grant)
        throw new OAuthError(
          'unsupported_grant_type',
          `Grant type ${grantType.slice(0, 64)} is not supported.`,
        );
      const subject = await grant.handle(body, { ...context, clientId });
      // A password or PIN sign-in's success is recorded on every way out from here, once: with the
      // new refresh-token family when one is issued (refreshTokensService.issue), else alone.
      return recordingSuccess(
        subject.signInSuccess,
        () => respond(subject, context.tenant, clientId),
        (err) => context.request.log.error({ err }, 'the sign-in success could not be recorded'),
      );
    },

    /**
     * RFC 7009: unknown tokens and access tokens are answered 200 without effect. token_type_hint
     * is only a hint (§2.1): a token hinted as access_token is still looked up as a refresh token.
     */
    async revoke(body: Record<string, unknown>, tenant: Tenant): Promise<void> {
      checkClient(body);
      const input = parseGrantBody(revokeBodySchema, body);
      await deps.refreshTokensService.revoke(tenant.id, input.token);
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;

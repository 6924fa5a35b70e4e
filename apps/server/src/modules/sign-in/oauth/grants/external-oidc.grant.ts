import { createHash } from 'node:crypto';
import { externalCodeGrantSchema, externalIdTokenGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import { matchesBrowserBinding, readBindingCookie } from '../../identity/idp-browser-binding';
import type { IdpDirectory, ExternalIdp } from '../../identity/idp-directory';
import { toGrantError } from '../../identity/identity-failures';
import type { OidcIdTokenClaims } from '../../identity/oidc-client';
import type {
  OidcAuthRequestsRepository,
  SpentCredentialsRepository,
} from '../../identity/player-identities.repository';
import { isUniqueViolation } from '../../identity/player-identities.repository';
import type { Grant, GrantContext, GrantSubject } from './grant';
import { linkedPlayer, subjectOf, type LinkedPlayerDeps } from './linked-player';
import { parseGrantBody } from './parse-body';

export type ExternalOidcGrantDeps = LinkedPlayerDeps & {
  idps: IdpDirectory;
  authRequests: OidcAuthRequestsRepository;
  spentCredentials: SpentCredentialsRepository;
};

const ID_TOKEN_GRANT = /^external_([a-z0-9-]{1,32})_idtoken_access$/;
const CODE_GRANT = /^external_([a-z0-9-]{1,32})_code_access$/;
const STALE_REQUEST = 'The sign-in request is unknown, expired or already used.';
const OTHER_BROWSER = 'This sign-in was started in another browser; please start it again here.';

const label = (idp: string) => idp.charAt(0).toUpperCase() + idp.slice(1);

async function idpOf(deps: ExternalOidcGrantDeps, pattern: RegExp, grantType: string, tenantId: string) {
  const name = pattern.exec(grantType)?.[1] ?? '';
  const idp = await deps.idps.find(tenantId, name);
  if (!idp) throw new OAuthError('unsupported_grant_type', `Grant type ${grantType} is not supported.`);
  return idp;
}

// A nonce is accepted once, so an intercepted id_token cannot be replayed while it is still valid.
async function spendNonce(
  deps: ExternalOidcGrantDeps,
  idp: ExternalIdp,
  claims: OidcIdTokenClaims,
  idToken: string,
  tenantId: string,
) {
  const expiresAt = new Date((claims.exp ?? Math.floor(Date.now() / 1000) + 3600) * 1000);
  // Without a nonce the token itself is the one-time credential.
  const once = claims.nonce ?? `token:${createHash('sha256').update(idToken).digest('base64url')}`;
  const spent = await deps.spentCredentials.spend({
    kind: 'oidc-nonce',
    credentialId: `${idp.issuer}|${once}`,
    tenantId,
    expiresAt,
  });
  if (!spent) throw new OAuthError('invalid_grant', `This ${label(idp.name)} sign-in was already used.`);
}

async function signIn(
  deps: ExternalOidcGrantDeps,
  idp: ExternalIdp,
  claims: OidcIdTokenClaims,
  idToken: string,
  context: GrantContext,
  linkPlayerId?: string | null,
): Promise<GrantSubject> {
  const tenantId = context.tenant.id;
  if (linkPlayerId) {
    // linkWithOkta (docs/product.md#sign-in) started this flow: the player proved the account, the IdP the
    // identity.
    await deps.playerIdentities
      .link({
        tenantId,
        playerId: linkPlayerId,
        provider: idp.name,
        providerUserId: claims.sub,
        email: claims.email,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new OAuthError(
            'invalid_grant',
            `This ${label(idp.name)} identity is linked to another account.`,
          );
        throw error;
      });
  }
  const player = await linkedPlayer(deps, {
    tenantId,
    provider: idp.name,
    providerUserId: claims.sub,
    notLinked: `No account is linked to this ${label(idp.name)} identity.`,
  });
  return { ...subjectOf(player), responseExtras: { id_token: idToken } };
}

/** external_{idp}_idtoken_access (docs/product.md#sign-in): an id_token the IdP issued to our client id. */
export function createExternalIdTokenGrant(deps: ExternalOidcGrantDeps): Grant {
  return {
    grantType: 'external_{idp}_idtoken_access',
    matches: (grantType) => ID_TOKEN_GRANT.test(grantType),
    async handle(body, context) {
      const input = parseGrantBody(externalIdTokenGrantSchema, body);
      const idp = await idpOf(deps, ID_TOKEN_GRANT, input.grant_type, context.tenant.id);
      const claims = await idp.verifier.verifyIdToken(input.id_token).catch((error: unknown) => {
        throw toGrantError(error, label(idp.name));
      });
      if (claims.nonce) {
        // A token from our own code flow must come back to the tenant and IdP that started it.
        const request = await deps.authRequests.findByNonce(claims.nonce);
        if (request && (request.tenantId !== context.tenant.id || request.idp !== idp.name))
          throw new OAuthError('invalid_grant', `The ${label(idp.name)} sign-in could not be verified.`);
      }
      await spendNonce(deps, idp, claims, input.id_token, context.tenant.id);
      return signIn(deps, idp, claims, input.id_token, context);
    },
  };
}

/** external_{idp}_code_access: the code from {origin}/{idp}-token plus the state we handed out. */
export function createExternalCodeGrant(deps: ExternalOidcGrantDeps): Grant {
  return {
    grantType: 'external_{idp}_code_access',
    matches: (grantType) => CODE_GRANT.test(grantType),
    async handle(body, context) {
      const input = parseGrantBody(externalCodeGrantSchema, body);
      const idp = await idpOf(deps, CODE_GRANT, input.grant_type, context.tenant.id);
      // Checked before the request is spent, so a stranger's attempt cannot void the owner's sign-in.
      const pending = await deps.authRequests.find(context.tenant.id, input.state);
      const presented = readBindingCookie(context.request.headers.cookie, input.state);
      if (pending && !matchesBrowserBinding(presented, pending.browserBindingHash))
        throw new OAuthError('invalid_grant', OTHER_BROWSER);
      const request = await deps.authRequests.consume(context.tenant.id, input.state);
      if (!request || request.idp !== idp.name) throw new OAuthError('invalid_grant', STALE_REQUEST);
      const { claims, idToken } = await idp.verifier
        .exchangeCode({
          code: input.code,
          codeVerifier: request.codeVerifier,
          redirectUri: request.redirectUri,
          nonce: request.nonce,
          state: input.state,
          expectedState: request.state,
        })
        .catch((error: unknown) => {
          throw toGrantError(error, label(idp.name));
        });
      await spendNonce(deps, idp, claims, idToken, context.tenant.id);
      return signIn(deps, idp, claims, idToken, context, request.linkPlayerId);
    },
  };
}

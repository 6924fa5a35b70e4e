import { createHash, randomBytes } from 'node:crypto';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../../lib/errors';
import { IdentityVerificationError } from '../identity/identity-error';
import type { OidcAuthRequestsRepository } from '../identity/player-identities.repository';
import { hashBrowserBinding, newBrowserBinding } from '../identity/idp-browser-binding';
import type { IdpDirectory } from '../identity/idp-directory';
import { isTenantRedirect, portalOrigin, type RequestOrigin } from '../../../lib/portal-origin';

const REQUEST_TTL_MS = 10 * 60 * 1000;
const random = () => randomBytes(32).toString('base64url');

/**
 * Starts the IdP code flow (docs/product.md#sign-in POST /api/externalAuth/{idp}) and builds its logout URL.
 */
export function createIdpLoginService(deps: {
  idps: IdpDirectory;
  authRequests: OidcAuthRequestsRepository;
  tenantDomains: (tenantId: string) => Promise<string[]>;
}) {
  const idpOrThrow = async (tenantId: string, idp: string) => {
    const found = await deps.idps.find(tenantId, idp);
    if (!found) throw new NotFoundError(`The identity provider ${idp.slice(0, 32)} is not configured.`);
    return found;
  };

  return {
    /**
     * redirect_uri is `{origin}/{idp}-token` (docs/product.md#screens-and-routes route), so every brand host
     * gets its own. `browserBinding` goes into the starting browser's cookie (see idp-browser-binding.ts).
     */
    async start(input: { tenantId: string; idp: string; request: RequestOrigin; linkPlayerId?: string }) {
      const idp = await idpOrThrow(input.tenantId, input.idp);
      const origin = portalOrigin(input.request, await deps.tenantDomains(input.tenantId));
      const state = random();
      const nonce = random();
      const codeVerifier = random();
      const redirectUri = `${origin}/${idp.name}-token`;
      const url = await idp.verifier
        .authorizationUrl({
          state,
          nonce,
          redirectUri,
          codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        })
        .catch((error: unknown) => {
          if (error instanceof IdentityVerificationError || error instanceof Error)
            throw new ServiceUnavailableError(
              'The identity provider could not be reached; please try again later.',
            );
          throw error;
        });
      url.searchParams.set('check_auth', 'false');
      const browserBinding = newBrowserBinding();
      await deps.authRequests.create({
        state,
        tenantId: input.tenantId,
        idp: idp.name,
        codeVerifier,
        nonce,
        redirectUri,
        linkPlayerId: input.linkPlayerId ?? null,
        browserBindingHash: hashBrowserBinding(browserBinding),
        expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
      });
      return {
        redirectUrl: url.href,
        binding: { state, value: browserBinding, maxAgeSeconds: REQUEST_TTL_MS / 1000 },
      };
    },

    /**
     * docs/product.md#sign-in: {authEndpoint}/logout?id_token_hint=…&post_logout_redirect_uri=… The target
     * must be on one of the tenant's own domains, so the link cannot send a signed-out player elsewhere.
     */
    async logoutUrl(input: {
      tenantId: string;
      idp: string;
      idTokenHint: string;
      postLogoutRedirectUri: string | undefined;
      request: RequestOrigin;
    }) {
      const idp = await idpOrThrow(input.tenantId, input.idp);
      const domains = await deps.tenantDomains(input.tenantId);
      const target = input.postLogoutRedirectUri ?? `${portalOrigin(input.request, domains)}/`;
      if (!isTenantRedirect(target, domains)) {
        throw new ValidationError(
          "post_logout_redirect_uri must be an http(s) URL on this portal's own domain.",
        );
      }
      const url = new URL(`${idp.issuer}/logout`);
      url.searchParams.set('id_token_hint', input.idTokenHint);
      url.searchParams.set('post_logout_redirect_uri', target);
      return { logoutUrl: url.href };
    },
  };
}
export type IdpLoginService = ReturnType<typeof createIdpLoginService>;

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { IdentityVerificationError } from './identity-error';
import { toIdentityError } from './oidc-errors';

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 5;

export type OidcIdTokenClaims = JWTPayload & {
  iss: string;
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
};

export type OidcVerifierOptions = {
  issuerUrl: string;
  clientId: string;
  /** Omit for a public client; PKCE protects the code either way. */
  clientSecret?: string;
  redirectUri: string;
  /** Only for a loopback IdP in dev and tests: lets discovery, JWKS and token calls use plain http. */
  allowInsecureHttp: boolean;
  clockToleranceSeconds?: number;
  configurationCache?: OidcConfigurationCache;
};

export type OidcConfigurationCache = Map<string, Promise<oidc.Configuration>>;
export const createOidcConfigurationCache = (): OidcConfigurationCache => new Map();

export type OidcVerifier = {
  verifyIdToken(idToken: string, options?: { nonce?: string }): Promise<OidcIdTokenClaims>;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri?: string;
    nonce?: string;
    /** The state that came back with the code, and the one the caller stored before redirecting. */
    state?: string;
    expectedState?: string;
    /** The iss that came back with the code, when the caller has it (RFC 9207). */
    iss?: string;
  }): Promise<{ claims: OidcIdTokenClaims; idToken: string }>;
  authorizationUrl(input: {
    state: string;
    codeChallenge: string;
    nonce: string;
    redirectUri?: string;
  }): Promise<URL>;
  endSessionUrl(input: { idTokenHint: string; postLogoutRedirectUri: string; state?: string }): Promise<URL>;
};

export function createOidcVerifier(options: OidcVerifierOptions): OidcVerifier {
  const cache = options.configurationCache ?? createOidcConfigurationCache();
  const cacheKey = `${options.issuerUrl}\n${options.clientId}`;
  let jwks: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  const configuration = (): Promise<oidc.Configuration> => {
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const pending = discover(options).catch((error: unknown) => {
      cache.delete(cacheKey);
      throw toIdentityError(error);
    });
    cache.set(cacheKey, pending);
    return pending;
  };

  const keysFor = (config: oidc.Configuration) => {
    const uri = config.serverMetadata().jwks_uri;
    if (!uri || (!options.allowInsecureHttp && !uri.startsWith('https:'))) {
      throw new IdentityVerificationError('provider_misconfigured', 'jwks_uri');
    }
    if (jwks?.uri !== uri)
      jwks = { uri, keys: createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_SECONDS * 1000 }) };
    return jwks.keys;
  };

  return {
    async verifyIdToken(idToken, { nonce } = {}) {
      try {
        const config = await configuration();
        const metadata = config.serverMetadata();
        const { payload } = await jwtVerify(idToken, keysFor(config), {
          issuer: metadata.issuer,
          audience: options.clientId,
          algorithms: signingAlgorithms(metadata.id_token_signing_alg_values_supported),
          requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
          clockTolerance: options.clockToleranceSeconds ?? 30,
        });
        return checkClaims(payload, options.clientId, nonce);
      } catch (error) {
        throw toIdentityError(error);
      }
    },

    async exchangeCode({ code, codeVerifier, redirectUri, nonce, state, expectedState, iss }) {
      try {
        if (expectedState !== undefined && state !== expectedState)
          throw new IdentityVerificationError('state');
        const config = await configuration();
        const callback = new URL(redirectUri ?? options.redirectUri);
        callback.search = '';
        callback.searchParams.set('code', code);
        if (state !== undefined) callback.searchParams.set('state', state);
        // The grant only receives the code; this server talks to exactly one configured IdP, so the
        // mix-up defence of RFC 9207 is already given and the configured issuer stands in for iss.
        callback.searchParams.set('iss', iss ?? config.serverMetadata().issuer);
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedNonce: nonce,
          expectedState: state,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims || !tokens.id_token) throw new IdentityVerificationError('invalid_token', 'no id_token');
        return { claims: checkClaims(claims, options.clientId, nonce), idToken: tokens.id_token };
      } catch (error) {
        throw toIdentityError(error);
      }
    },

    async authorizationUrl({ state, codeChallenge, nonce, redirectUri }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri ?? options.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async endSessionUrl({ idTokenHint, postLogoutRedirectUri, state }) {
      const config = await configuration();
      try {
        return oidc.buildEndSessionUrl(config, {
          id_token_hint: idTokenHint,
          post_logout_redirect_uri: postLogoutRedirectUri,
          ...(state ? { state } : {}),
        });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
  };
}

async function discover(options: OidcVerifierOptions): Promise<oidc.Configuration> {
  const config = await oidc.discovery(
    new URL(options.issuerUrl),
    options.clientId,
    options.clientSecret ? { client_secret: options.clientSecret } : undefined,
    options.clientSecret ? oidc.ClientSecretBasic(options.clientSecret) : oidc.None(),
    { execute: options.allowInsecureHttp ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
  );
  oidc.enableNonRepudiationChecks(config);
  return config;
}

// Symmetric algorithms would let anyone holding the client secret forge an id_token; never accept them.
function signingAlgorithms(advertised: string[] | undefined): string[] {
  const usable = (advertised ?? []).filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
  return usable.length > 0 ? usable : ['RS256'];
}

function checkClaims(payload: JWTPayload, clientId: string, nonce: string | undefined): OidcIdTokenClaims {
  if (nonce !== undefined && payload.nonce !== nonce) throw new IdentityVerificationError('nonce');
  // OIDC Core §3.1.3.7: with several audiences the token must have been issued to us (azp).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    throw new IdentityVerificationError('audience', 'azp');
  }
  if (typeof payload.iss !== 'string' || typeof payload.sub !== 'string' || payload.sub === '') {
    throw new IdentityVerificationError('malformed');
  }
  if (payload.email !== undefined && typeof payload.email !== 'string')
    throw new IdentityVerificationError('malformed');
  return payload as OidcIdTokenClaims;
}

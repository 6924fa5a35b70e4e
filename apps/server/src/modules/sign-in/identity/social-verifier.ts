import type { SocialProviderName } from '@patron/contracts';
import { IdentityVerificationError } from './identity-error';

export type SocialProvider = SocialProviderName;
export type SocialIdentity = { provider: SocialProvider; providerUserId: string; email?: string };
export type SocialVerifier = {
  provider: SocialProvider;
  /** The facebook_access / google_access grant fields (docs/product.md#sign-in): access_token and user_id. */
  verify(input: { accessToken: string; userId: string }): Promise<SocialIdentity>;
};

type FetchLike = typeof fetch;
const DEFAULT_TIMEOUT_MS = 5000;
const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

const nowSeconds = (clock: () => Date) => Math.floor(clock().getTime() / 1000);

export function createFacebookVerifier({
  graphBaseUrl,
  appId,
  appSecret,
  fetch = globalThis.fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  clock = () => new Date(),
}: {
  graphBaseUrl: string;
  appId: string;
  appSecret: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  clock?: () => Date;
}): SocialVerifier {
  return {
    provider: 'facebook',
    async verify({ accessToken, userId }) {
      const url = endpoint(graphBaseUrl, 'debug_token');
      url.searchParams.set('input_token', accessToken);
      url.searchParams.set('access_token', `${appId}|${appSecret}`);
      const body = await getJson(fetch, url, timeoutMs);
      const data = record(body.data);
      if (!data) throw new IdentityVerificationError('invalid_token', 'no data');
      // Graph reports 0 for tokens that never expire; anything else is a unix time.
      const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
      if (expiresAt !== 0 && expiresAt <= nowSeconds(clock)) throw new IdentityVerificationError('expired');
      if (data.is_valid !== true) throw new IdentityVerificationError('invalid_token');
      if (String(data.app_id) !== appId) throw new IdentityVerificationError('audience');
      if (String(data.user_id) !== userId) throw new IdentityVerificationError('subject');
      return { provider: 'facebook', providerUserId: userId };
    },
  };
}

export function createGoogleVerifier({
  tokenInfoBaseUrl,
  clientId,
  tokenKind = 'access_token',
  fetch = globalThis.fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  clock = () => new Date(),
}: {
  tokenInfoBaseUrl: string;
  clientId: string;
  /** Google Identity Services hands the browser an id_token; the older flow an access_token. */
  tokenKind?: 'access_token' | 'id_token';
  fetch?: FetchLike;
  timeoutMs?: number;
  clock?: () => Date;
}): SocialVerifier {
  return {
    provider: 'google',
    async verify({ accessToken, userId }) {
      const url = endpoint(tokenInfoBaseUrl, 'tokeninfo');
      url.searchParams.set(tokenKind, accessToken);
      const info = await getJson(fetch, url, timeoutMs);
      // tokeninfo answers numbers as strings.
      const exp = Number(info.exp);
      if (!Number.isFinite(exp) || exp <= nowSeconds(clock)) throw new IdentityVerificationError('expired');
      if (info.aud !== clientId && info.azp !== clientId) throw new IdentityVerificationError('audience');
      if (tokenKind === 'id_token' && !GOOGLE_ISSUERS.has(String(info.iss))) {
        throw new IdentityVerificationError('issuer');
      }
      if (typeof info.sub !== 'string' || info.sub !== userId) throw new IdentityVerificationError('subject');
      const verified = info.email_verified === 'true' || info.email_verified === true;
      const email = verified && typeof info.email === 'string' ? info.email : undefined;
      return { provider: 'google', providerUserId: userId, ...(email ? { email } : {}) };
    },
  };
}

function endpoint(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

// The URL may carry the app secret: it must never appear in an error.
async function getJson(fetchImpl: FetchLike, url: URL, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new IdentityVerificationError('provider_unavailable', timedOut ? 'timeout' : 'network');
  }
  if (response.status >= 500)
    throw new IdentityVerificationError('provider_unavailable', `status ${response.status}`);
  if (!response.ok) throw new IdentityVerificationError('invalid_token', `status ${response.status}`);
  const body = record(await response.json().catch(() => undefined));
  if (!body) throw new IdentityVerificationError('provider_unavailable', 'not json');
  return body;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

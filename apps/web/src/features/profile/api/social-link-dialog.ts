import type { SsoProvider } from '@patron/contracts';
import type { LinkProvider } from './link-accounts';

const SCOPES: Record<LinkProvider, string> = {
  facebook: 'email,public_profile',
  google: 'openid email profile',
};
const PENDING_KEY = 'socialLinkState';

/** Where the provider's dialog comes back to: the profile's link page of the current layout. */
export function linkRedirectUri(origin: string, profilePath: string, provider: LinkProvider): string {
  return `${origin}${profilePath}/link?provider=${provider}`;
}

/**
 * The provider's implicit-flow dialog, as the sign-in uses (docs/product.md#sign-in social providers), with a
 * fresh state kept in this tab only: the link page accepts a token only with that state (login CSRF).
 */
export function linkDialogUrl(provider: SsoProvider & { type: LinkProvider }, redirectUri: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, provider: provider.type }));
  } catch {
    // Without storage the callback cannot be verified and will be refused.
  }
  const query = new URLSearchParams({
    client_id: provider.appId ?? provider.clientId ?? '',
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: SCOPES[provider.type],
    state,
  });
  return `${provider.authEndpoint || `/social/${provider.type}`}?${query.toString()}`;
}

export type LinkCallback =
  | { kind: 'token'; provider: LinkProvider; accessToken: string; userId: string }
  | { kind: 'cancelled' }
  | { kind: 'invalid' };

function readPending(): { state?: unknown; provider?: unknown } | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as unknown;
    sessionStorage.removeItem(PENDING_KEY);
    return pending && typeof pending === 'object' ? pending : null;
  } catch {
    return null;
  }
}

/** Reads the dialog's answer from the fragment; only with this tab's pending state, and only once. */
export function takeLinkCallback(search: string, hash: string): LinkCallback {
  const pending = readPending();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const provider = new URLSearchParams(search).get('provider');
  if (!pending || pending.provider !== provider || fragment.get('state') !== pending.state) {
    return { kind: 'invalid' };
  }
  if (provider !== 'facebook' && provider !== 'google') return { kind: 'invalid' };
  const accessToken = fragment.get('access_token');
  if (!accessToken)
    return fragment.get('error') === 'access_denied' ? { kind: 'cancelled' } : { kind: 'invalid' };
  return { kind: 'token', provider, accessToken, userId: fragment.get('user_id') ?? '' };
}

import { isSocialProvider, type SocialProviderName } from '@patron/contracts';
import { runtimeConfig, type RuntimeConfig } from '../../../shared/config/runtime-config';

const SCOPES: Record<SocialProviderName, string> = {
  facebook: 'email,public_profile',
  google: 'openid email profile',
};

export function socialRedirectUri(provider: SocialProviderName, origin: string): string {
  return `${origin}/providers?provider=${provider}`;
}

export function defaultSocialDialogUrl(
  provider: SocialProviderName,
  config: RuntimeConfig = runtimeConfig,
): string {
  return provider === 'facebook' ? config.facebookDialogUrl : config.googleDialogUrl;
}

const PENDING_DIALOG_KEY = 'socialDialogState';

export interface PendingSocialDialog {
  state: string;
  provider: SocialProviderName;
}

/**
 * Login-CSRF guard: each dialog opening gets a random state, kept in this tab's sessionStorage
 * with the provider; the callback is only accepted when the dialog echoes that state back.
 */
export function beginSocialDialog(provider: SocialProviderName): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(PENDING_DIALOG_KEY, JSON.stringify({ state, provider }));
  } catch {
    // Without storage the callback cannot be verified and will be refused.
  }
  return state;
}

export function readPendingSocialDialog(): PendingSocialDialog | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_DIALOG_KEY) ?? 'null') as unknown;
    if (typeof pending !== 'object' || pending === null) return null;
    const { state, provider } = pending as Record<string, unknown>;
    if (typeof state !== 'string' || !state || typeof provider !== 'string') return null;
    return isSocialProvider(provider) ? { state, provider } : null;
  } catch {
    return null;
  }
}

export function clearPendingSocialDialog(): void {
  try {
    sessionStorage.removeItem(PENDING_DIALOG_KEY);
  } catch {
    // see beginSocialDialog
  }
}

/**
 * The provider's OAuth dialog in the implicit flow: it returns to /providers with the token in the
 * fragment. `base` is the SsoProviders authEndpoint when the metadata names one.
 */
export function socialDialogUrl(
  provider: SocialProviderName,
  appId: string,
  origin: string,
  state: string,
  base: string = defaultSocialDialogUrl(provider),
): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: socialRedirectUri(provider, origin),
    response_type: 'token',
    scope: SCOPES[provider],
    state,
  });
  return `${base}?${query.toString()}`;
}

export type SocialCallback =
  | { kind: 'none' }
  | { kind: 'token'; provider: SocialProviderName; accessToken: string; userId: string | undefined }
  | { kind: 'error'; provider: SocialProviderName; code: string };

/**
 * Reads /providers?provider=…#access_token=…&user_id=…&state=… (or the provider's error answer).
 * Tokens only ever come from the fragment, and only with the state of this tab's pending dialog.
 */
export function parseSocialCallback(
  search: string,
  hash: string,
  pending: PendingSocialDialog | null = readPendingSocialDialog(),
): SocialCallback {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fragment.get('access_token');
  const error = fragment.get('error');
  if (!accessToken && !error) return { kind: 'none' };
  const provider = new URLSearchParams(search).get('provider') ?? pending?.provider ?? '';
  if (!isSocialProvider(provider)) return { kind: 'none' };
  const state = fragment.get('state');
  if (!pending || pending.provider !== provider || state !== pending.state) {
    return { kind: 'error', provider, code: 'state_mismatch' };
  }
  if (accessToken) {
    return { kind: 'token', provider, accessToken, userId: fragment.get('user_id') ?? undefined };
  }
  return { kind: 'error', provider, code: error ?? 'unknown' };
}

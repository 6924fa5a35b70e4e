import { runtimeConfig, type RuntimeConfig } from '../../../shared/config/runtime-config';

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(type: string): type is SocialProviderName {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(type);
}

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

/**
 * The provider's OAuth dialog in the implicit flow: it returns to /providers with the token in the
 * fragment. `base` is the SsoProviders authEndpoint when the metadata names one.
 */
export function socialDialogUrl(
  provider: SocialProviderName,
  appId: string,
  origin: string,
  base: string = defaultSocialDialogUrl(provider),
): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: socialRedirectUri(provider, origin),
    response_type: 'token',
    scope: SCOPES[provider],
    state: provider,
  });
  return `${base}?${query.toString()}`;
}

export type SocialCallback =
  | { kind: 'none' }
  | { kind: 'token'; provider: SocialProviderName; accessToken: string; userId: string | undefined }
  | { kind: 'error'; provider: SocialProviderName; code: string; message: string | undefined };

/** Reads /providers?provider=…#access_token=…&user_id=… (or the provider's error answer). */
export function parseSocialCallback(search: string, hash: string): SocialCallback {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const provider = query.get('provider') ?? fragment.get('state') ?? '';
  if (!isSocialProvider(provider)) return { kind: 'none' };
  const read = (name: string) => fragment.get(name) ?? query.get(name) ?? undefined;
  const accessToken = read('access_token');
  if (accessToken) return { kind: 'token', provider, accessToken, userId: read('user_id') };
  const error = read('error');
  if (error) return { kind: 'error', provider, code: error, message: read('error_description') };
  return { kind: 'none' };
}

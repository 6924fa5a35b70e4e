/* Zod-free on purpose: the web's first load imports these without the schema library. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  kioskMode: 'KIOSK_MODE',
  tabletMode: 'TABLET_MODE',
  externalViewMode: 'EXTERNAL_VIEW_MODE',
  appVersion: 'APP_VERSION',
  xTarget: 'X-Target',
  cacheTtl: 'CACHE_TTL',
  pseudoLocale: 'PSEUDO_LOCALE',
  settings: 'settings',
  remoteLogin: 'REMOTE_LOGIN',
} as const;

/** docs/product.md#sign-in: the social providers a player signs in with through their own OAuth dialog. */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(type: string): type is SocialProviderName {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(type);
}

export const SOCIAL_GRANT_TYPES = [
  'facebook_access',
  'google_access',
] as const satisfies readonly `${SocialProviderName}_access`[];

export function socialGrantType(provider: SocialProviderName): (typeof SOCIAL_GRANT_TYPES)[number] {
  return `${provider}_access`;
}

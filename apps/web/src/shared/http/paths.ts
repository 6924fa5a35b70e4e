import type { MetadataType } from '@patron/contracts';

export const paths = {
  token: '/oauth/token',
  revoke: '/oauth/revoke/?logout',
  externalAuth: (idp: string) => `/api/externalAuth/${encodeURIComponent(idp)}`,
  impersonationLink: '/api/impersonation/link',
  metadata: (types: readonly MetadataType[]) => `/api/MetaData/${types.join(',')}`,
  profile: '/api/profile/',
  l10n: (language: string) => `/assets/l10n/${language}.json`,
} as const;

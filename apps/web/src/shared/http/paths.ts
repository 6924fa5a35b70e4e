import { QR_IMAGE_SCALE, type MetadataType } from '@patron/contracts';

type QueryValues = Record<string, string | number | boolean | undefined>;

/** Builds `?a=1&b=2` from the defined values only, so an unset filter is not sent at all. */
export function queryString(values: QueryValues): string {
  const entries = Object.entries(values)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([key, value]) => [key, String(value)]);
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : '';
}

export const paths = {
  token: '/oauth/token',
  revoke: '/oauth/revoke/?logout',
  externalAuth: (idp: string) => `/api/externalAuth/${encodeURIComponent(idp)}`,
  impersonationLink: '/api/impersonation/link',
  metadata: (types: readonly MetadataType[]) => `/api/MetaData/${types.join(',')}`,
  profile: '/api/profile/',
  profileSms: '/api/profile/sms',
  profileEmail: '/api/profile/email',
  rewards: (query: QueryValues) => `/api/rewards/${queryString(query)}`,
  reward: (rewardCode: string) => `/api/rewards/${encodeURIComponent(rewardCode)}`,
  externalTier: '/api/rewards/ext/tier',
  tiers: '/api/tiers/',
  badges: (query: QueryValues) => `/api/badges/${queryString(query)}`,
  announcements: '/api/announcements/',
  locationOwners: '/api/locations/locationOwners',
  balances: '/api/rewards/ext/balances',
  offers: (query: QueryValues) => `/api/rewards/ext/offers${queryString(query)}`,
  redeem: '/api/rewards/redeem',
  swap: '/api/rewards/swap',
  codeImage: (rewardCode: string, scale = QR_IMAGE_SCALE) =>
    `/api/codeimage/${encodeURIComponent(rewardCode)}?scale=${scale}`,
  kioskLobby: '/api/kiosk/lobby',
  l10n: (language: string) => `/assets/l10n/${language}.json`,
  /** The tenant's web app manifest (installable per brand). */
  webManifest: '/manifest.webmanifest',
  rewardsStatement: (query: QueryValues) => `/api/statements/rewards${queryString(query)}`,
  rewardsStatementPdf: (query: QueryValues) => `/api/statements/rewards.pdf${queryString(query)}`,
  pointsLots: '/api/statements/rewards/lots',
  winLossUnlock: '/api/statements/win-loss/unlock',
  winLoss: (year: number) => `/api/statements/win-loss/${year}`,
  winLossPdf: (year: number) => `/api/statements/win-loss/${year}.pdf`,
  signUp: '/api/players/signup/ext',
  confirmEmail: '/api/profile/confirmEmail',
  resetPassword: '/api/profile/resetPassword',
  updatePassword: '/api/profile/updatePassword',
  undoContactChange: '/api/profile/undoContactChange',
  recoveryPlayerLink: '/api/profile/recoveryPlayerLink',
  recoveryPlayer: (identifier: string, token: string) =>
    `/api/profile/recoveryPlayer${queryString({ identifier, token })}`,
  changePassword: '/api/profile/changePassword',
  changePin: '/api/profile/changePin',
  linkSocial: (provider: 'Facebook' | 'Google') => `/api/externalAuth/link${provider}Acc`,
  unlinkSocial: (provider: 'Facebook' | 'Google') => `/api/externalAuth/unlink${provider}Acc`,
  unlinkOkta: '/api/externalAuth/unlinkOktaAcc',
  /** Development only: the signed-in player's casino system (no such route in production). */
  casinoSystemDebug: '/dev/casino-system',
} as const;

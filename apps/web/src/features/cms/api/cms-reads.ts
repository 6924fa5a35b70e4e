/**
 * The casino-system test API's reads (docs/casino-system.md#reads), relative to the tenant's base
 * URL: every player read, and the catalogue that takes no parameter.
 */
export const CMS_READS = [
  { name: 'PlayerProfile', path: (id: string) => `PlayerProfile/${encodeURIComponent(id)}` },
  { name: 'PlayerCard', path: (id: string) => `PlayerCard/${encodeURIComponent(id)}` },
  { name: 'PlayerBalances', path: (id: string) => `PlayerBalances/${encodeURIComponent(id)}` },
  { name: 'CreditInfo', path: (id: string) => `CreditInfo/${encodeURIComponent(id)}` },
  { name: 'GamingProfile', path: (id: string) => `GamingProfile/${encodeURIComponent(id)}` },
  { name: 'CompHistory', path: (id: string) => `CompHistory/${encodeURIComponent(id)}` },
  { name: 'PlayerCompListMessage', path: (id: string) => `PlayerCompListMessage/${encodeURIComponent(id)}` },
  { name: 'CompListMessage', path: () => 'CompListMessage' },
] as const;

export type CmsRead = (typeof CMS_READS)[number];

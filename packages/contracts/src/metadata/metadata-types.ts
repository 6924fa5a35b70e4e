/* Zod-free on purpose: the web's first load imports these without the schema library. */
export const METADATA_TYPES = [
  'ClientAccount',
  'PlayerProfileSettings',
  'SignUpFields',
  'SignUpOptions',
  'SsoProviders',
  'UserDataMaskingPendingDays',
  'TermsAndConditions',
  'GoogleAnalytics',
  'GoogleTagManager',
  'ExternalRewards',
  'ExternalProfile',
  'Branding',
  'RewardsManagement',
  'WorksReport',
  'KioskMode',
  'KioskLobbyToken',
  'KioskMedallionsLobbyConfig',
  'KioskMilestonesConfig',
  'PlayerPortalSettings',
] as const;
export type MetadataType = (typeof METADATA_TYPES)[number];

/** docs/product.md#metadata-and-brands: bootstrap asks for these together, and ClientAccount separately. */
export const BOOTSTRAP_METADATA_TYPES: readonly MetadataType[] = [
  'SsoProviders',
  'ExternalProfile',
  'ExternalRewards',
  'Branding',
  'KioskMode',
  'KioskLobbyToken',
  'PlayerPortalSettings',
  'KioskMedallionsLobbyConfig',
];

/**
 * Design tokens every brand sets for light and dark. The names are CSS custom properties;
 * components use only these (CONVENTIONS: a brand is a set of token values).
 */
export const THEME_TOKENS = [
  '--color-primary',
  '--color-on-primary',
  '--color-accent',
  '--color-background',
  '--color-surface',
  '--color-on-surface',
  '--color-muted',
  '--color-border',
  '--color-danger',
  '--color-warning',
  '--color-success',
  '--color-info',
  '--font-body',
  '--font-heading',
  '--radius',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

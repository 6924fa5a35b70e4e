import {
  BRANDS,
  LANGUAGES,
  LAYOUTS,
  METADATA_TYPES,
  type Branding,
  type BrandTheme,
  type ClientAccount,
  type KioskLobbyToken,
  type KioskMode,
  type MetadataListItem,
  type PlayerPortalSettings,
  type SsoProvider,
} from '@patron/contracts';
import {
  array,
  boolean,
  httpsUrl,
  integer,
  INVALID,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  unknownValue,
  type Check,
} from '../../../shared/validate/checks';

/*
 * The bootstrap metadata checks, rule for rule the contracts' schemas (metadata.ts), so the sign-in
 * page loads without zod; metadata-checks.test.ts holds them to the schemas.
 */
/**
 * An IANA time zone, as the schema's refine asks Intl. Only a property that names its zone (one on a
 * casino system) pays for the formatter on the first load; the others never reach it.
 */
const timeZone: Check<string> = (value) => {
  if (typeof value !== 'string') return INVALID;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return INVALID;
  }
};

export const clientAccountCheck: Check<ClientAccount> = object({
  account: object({ hash: string(/^[0-9a-f]{12}$/), name: string(), clientLogoUrl: string() }),
  localizations: array(object({ locale: oneOf(LANGUAGES), title: string() })),
  timeZone: optional(timeZone),
  gamingDayStartHour: optional(integer(0, 23)),
});

const brandThemeCheck: Check<BrandTheme> = object({
  settings: object({ logo: string(), banner: string(), appLoader: string() }),
  cssProps: record(string(/^--[a-z0-9-]+$/), string()),
});

export const brandingCheck: Check<Branding> = object({
  currentBranding: oneOf(BRANDS),
  layout: optional(oneOf(LAYOUTS)),
  iconUri: string(),
  appPaths: object({ loginPath: string() }),
  themes: object({ default: oneOf(['light', 'dark']), light: brandThemeCheck, dark: brandThemeCheck }),
});

export const ssoProvidersCheck: Check<SsoProvider[]> = array(
  object({
    type: string(),
    kind: optional(oneOf(['Continue', 'Login', 'Sign Up'])),
    authEndpoint: optional(string()),
    appId: optional(string()),
    clientId: optional(string()),
  }),
);

export const kioskModeCheck: Check<KioskMode> = object({
  logoutIdleTimeKiosk: integer(1),
  logoutIdleTimePlayerPortal: integer(1),
  exitLocation: optional(string()),
  kioskCountdownSeconds: optional(integer(5, 120)),
  logoutAlertCountdownSeconds: optional(integer(5, 120)),
});

/** KioskLobbyToken: the public metadata answers `{enabled}`; the stored one may carry the token. */
export const kioskLobbyTokenCheck: Check<KioskLobbyToken> = object({
  enabled: boolean,
  token: optional(nullable(string(undefined, 16))),
});

export const playerPortalSettingsCheck: Check<PlayerPortalSettings> = object({
  unauthorizedRedirectUri: string(),
  digitalConciergeUrl: optional(httpsUrl),
  hotelBookingUrl: optional(httpsUrl),
});

export const metadataListCheck: Check<MetadataListItem[]> = array(
  object({ type: oneOf(METADATA_TYPES), metadata: unknownValue }),
);

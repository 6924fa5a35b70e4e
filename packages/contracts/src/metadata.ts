import { z } from 'zod';
import { brandSchema, layoutSchema } from './common/brands';
import { languageSchema } from './common/i18n';
import {
  kioskLobbyTokenSchema,
  kioskMedallionsLobbyConfigSchema,
  kioskMilestonesConfigSchema,
} from './kiosk-lobby';
import {
  playerProfileSettingsSchema,
  signUpFieldsSchema,
  signUpOptionsSchema,
  termsAndConditionsSchema,
  userDataMaskingPendingDaysSchema,
} from './accounts/account-metadata';
import { METADATA_TYPES, type MetadataType } from './metadata/metadata-types';

export * from './metadata/metadata-types';

export const metadataTypeSchema = z.enum(METADATA_TYPES);

export const clientAccountSchema = z.object({
  account: z.object({
    hash: z.string().regex(/^[0-9a-f]{12}$/),
    name: z.string(),
    clientLogoUrl: z.string(),
  }),
  localizations: z.array(z.object({ locale: languageSchema, title: z.string() })),
  /**
   * docs/design.md#casino-management-system-connector: the property's IANA zone and the hour its gaming day
   * starts (casino-system times carry no zone; win/loss years and expiry dates are the property's).
   * Default America/Los_Angeles and 6.
   */
  timeZone: z
    .string()
    .refine(isTimeZone, 'timeZone must be an IANA time zone such as America/Los_Angeles')
    .optional(),
  gamingDayStartHour: z.number().int().min(0).max(23).optional(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * ExternalRewards / ExternalProfile: the tenant's system of record for points and rewards / for the
 * profile. `xml-http` is the casino-system API of docs/casino-system.md; the deployment's
 * CMS_XML_URL_<BRAND> overrides `baseUrl` and turns it on.
 */
export const externalSystemSchema = z.object({
  enabled: z.boolean(),
  connector: z.enum(['xml-http']).optional(),
  baseUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type ExternalSystem = z.infer<typeof externalSystemSchema>;

export const brandThemeSchema = z.object({
  settings: z.object({ logo: z.string(), banner: z.string(), appLoader: z.string() }),
  cssProps: z.record(z.string().regex(/^--[a-z0-9-]+$/), z.string()),
});
export type BrandTheme = z.infer<typeof brandThemeSchema>;

export const brandingSchema = z.object({
  currentBranding: brandSchema,
  /**
   * docs/product.md#screens-and-routes leaves elite and bally open; the design lets Branding name a layout.
   */
  layout: layoutSchema.optional(),
  iconUri: z.string(),
  appPaths: z.object({ loginPath: z.string() }),
  themes: z.object({ default: z.enum(['light', 'dark']), light: brandThemeSchema, dark: brandThemeSchema }),
});
export type Branding = z.infer<typeof brandingSchema>;

export const ssoProviderSchema = z.object({
  type: z.string(),
  kind: z.enum(['Continue', 'Login', 'Sign Up']).optional(),
  authEndpoint: z.string().optional(),
  appId: z.string().optional(),
  clientId: z.string().optional(),
});
export const ssoProvidersSchema = z.array(ssoProviderSchema);
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const kioskModeSchema = z.object({
  logoutIdleTimeKiosk: z.number().int().positive(),
  logoutIdleTimePlayerPortal: z.number().int().positive(),
  exitLocation: z.string().optional(),
  /**
   * docs/design.md#web-app: the countdowns are per tenant so a property can give the 20 s WCAG 2.2.1 asks
   * for.
   */
  kioskCountdownSeconds: z.number().int().min(5).max(120).optional(),
  logoutAlertCountdownSeconds: z.number().int().min(5).max(120).optional(),
});
export type KioskMode = z.infer<typeof kioskModeSchema>;

export const playerPortalSettingsSchema = z.object({
  unauthorizedRedirectUri: z.string(),
  /**
   * docs/product.md#screens-and-routes menu: the external digital concierge and hotel booking pages (https),
   * when the property has them.
   */
  digitalConciergeUrl: z.url({ protocol: /^https$/ }).optional(),
  hotelBookingUrl: z.url({ protocol: /^https$/ }).optional(),
});
export type PlayerPortalSettings = z.infer<typeof playerPortalSettingsSchema>;

export const googleAnalyticsSchema = z.object({ tagManagerKey: z.string(), analyticsKey: z.string() });

/** Schemas for the types whose shape the spec gives; the rest are free-form objects. */
export const metadataSchemas: Partial<Record<MetadataType, z.ZodType>> = {
  ClientAccount: clientAccountSchema,
  ExternalRewards: externalSystemSchema,
  ExternalProfile: externalSystemSchema,
  Branding: brandingSchema,
  SsoProviders: ssoProvidersSchema,
  KioskMode: kioskModeSchema,
  PlayerPortalSettings: playerPortalSettingsSchema,
  SignUpFields: signUpFieldsSchema,
  SignUpOptions: signUpOptionsSchema,
  TermsAndConditions: termsAndConditionsSchema,
  PlayerProfileSettings: playerProfileSettingsSchema,
  UserDataMaskingPendingDays: userDataMaskingPendingDaysSchema,
  GoogleAnalytics: googleAnalyticsSchema,
  KioskLobbyToken: kioskLobbyTokenSchema,
  KioskMedallionsLobbyConfig: kioskMedallionsLobbyConfigSchema,
  KioskMilestonesConfig: kioskMilestonesConfigSchema,
};

export const metadataListItemSchema = z.object({ type: metadataTypeSchema, metadata: z.unknown() });
export type MetadataListItem = z.infer<typeof metadataListItemSchema>;
export * from './metadata/works-report';

import {
  clientHashForBrand,
  metadataSchemas,
  type Brand,
  type MetadataType,
  type SsoProvider,
} from '@patron/contracts';
import {
  playerProfileSettings,
  signUpFields,
  signUpOptions,
  termsAndConditions,
  userDataMaskingPendingDays,
} from './account-metadata';
import { assetPath, buildBranding } from './branding';
import { lobbySlides } from './lobby-slides';
import { smsAllowedCountries } from './sms-countries';
import type { BrandProfile } from './brands';
import { tierLadder } from './rewards-tiers';
import { winLossDisclaimer } from './win-loss-disclaimer';
import { externalPages, worksReportGuide } from './works-report';

/** Each sign-in provider is offered only when configured (production leaves unset ones out). */
export type MetadataSeedOptions = {
  oktaAuthEndpoint?: string | undefined;
  facebookAppId?: string | undefined;
  googleClientId?: string | undefined;
};

// One button per provider; properties word it differently (docs/product.md#sign-in: Continue, Login, Sign
// Up).
const SOCIAL_KIND: Partial<Record<Brand, NonNullable<SsoProvider['kind']>>> = {
  elite: 'Login',
  coyote: 'Login',
  rwlv: 'Sign Up',
  southland: 'Sign Up',
};

function ssoProviders(brand: Brand, options: MetadataSeedOptions): SsoProvider[] {
  const kind = SOCIAL_KIND[brand] ?? 'Continue';
  const providers: SsoProvider[] = [];
  if (options.oktaAuthEndpoint) {
    providers.push({ type: 'okta', kind: 'Login', authEndpoint: options.oktaAuthEndpoint });
  }
  // Relative: the server sends /social/{provider} on to the provider's dialog, or the dev fake's.
  if (options.facebookAppId) {
    providers.push({
      type: 'facebook',
      kind,
      appId: options.facebookAppId,
      authEndpoint: '/social/facebook',
    });
  }
  if (options.googleClientId) {
    providers.push({ type: 'google', kind, appId: options.googleClientId, authEndpoint: '/social/google' });
  }
  return providers;
}

export function buildMetadata(
  profile: BrandProfile,
  options: MetadataSeedOptions,
): Record<MetadataType, unknown> {
  const all: Record<MetadataType, unknown> = {
    ClientAccount: {
      account: {
        hash: clientHashForBrand(profile.brand),
        name: profile.name,
        clientLogoUrl: assetPath(profile.brand, 'logo.svg'),
      },
      localizations: [
        { locale: 'en-US', title: 'English' },
        { locale: 'es-MX', title: 'Español (México)' },
        { locale: 'en-ZW', title: 'English (Zimbabwe)' },
      ],
      timeZone: profile.timeZone,
      gamingDayStartHour: 6,
      // Printed at the top of every statement (docs/product.md#statements).
      address: {
        addressLine1: profile.street,
        addressLine2: null,
        city: profile.city,
        stateId: profile.stateId,
        zipCode: profile.zipCode,
        countryId: 'US',
      },
    },
    PlayerProfileSettings: playerProfileSettings(profile.brand),
    SignUpFields: signUpFields(profile.brand),
    SignUpOptions: signUpOptions(profile.brand),
    SsoProviders: ssoProviders(profile.brand, options),
    UserDataMaskingPendingDays: userDataMaskingPendingDays(),
    TermsAndConditions: termsAndConditions(profile),
    // Empty keys keep third-party scripts off until a property configures them
    // (docs/design.md#identity-and-sessions CSP).
    GoogleAnalytics: { tagManagerKey: '', analyticsKey: '' },
    GoogleTagManager: { containerId: '', enabled: false },
    ExternalRewards: { enabled: false },
    ExternalProfile: { enabled: false },
    Branding: buildBranding(profile),
    RewardsManagement: {
      allowSwap: true,
      allowSmsSend: true,
      smsDailyLimit: 5,
      hotRewardDays: 3,
      smsAllowedCountries: smsAllowedCountries(profile.brand),
    },
    WorksReport: {
      ...worksReportGuide(profile),
      enabled: true,
      disclaimer: winLossDisclaimer(profile),
    },
    KioskMode: {
      logoutIdleTimeKiosk: 30,
      logoutIdleTimePlayerPortal: 900,
      exitLocation: '/kiosk',
      kioskCountdownSeconds: 10,
      logoutAlertCountdownSeconds: 10,
    },
    KioskLobbyToken: { enabled: false, token: null },
    KioskMedallionsLobbyConfig: {
      enabled: true,
      rotateSeconds: 8,
      slides: lobbySlides(profile).map((slide, index) => ({
        ...slide,
        imageUri: assetPath(profile.brand, index === 0 ? 'banner.svg' : 'logo.svg'),
      })),
    },
    KioskMilestonesConfig: {
      enabled: true,
      // The lobby's ladder is the tenant's own (points = tier credits a tier needs).
      milestones: tierLadder(profile.brand).map((t) => ({
        points: t.creditsRequired,
        label: t.name,
        tierNumber: t.number,
      })),
    },
    PlayerPortalSettings: { unauthorizedRedirectUri: '/session/login', ...externalPages(profile) },
  };
  for (const [type, schema] of Object.entries(metadataSchemas)) {
    const result = schema.safeParse(all[type as MetadataType]);
    if (!result.success)
      throw new Error(`seed metadata ${profile.brand}/${type} is invalid: ${result.error.message}`);
  }
  return all;
}

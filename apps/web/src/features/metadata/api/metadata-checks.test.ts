import {
  brandingSchema,
  clientAccountSchema,
  kioskLobbyTokenSchema,
  kioskModeSchema,
  metadataListItemSchema,
  playerPortalSettingsSchema,
  ssoProvidersSchema,
} from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse, type Check } from '../../../shared/validate/checks';
import {
  brandingCheck,
  clientAccountCheck,
  kioskLobbyTokenCheck,
  kioskModeCheck,
  metadataListCheck,
  playerPortalSettingsCheck,
  ssoProvidersCheck,
} from './metadata-checks';
import { expectSameVerdictFieldByField } from '../../../test/field-by-field';

const theme = {
  settings: { logo: '/l.svg', banner: '/b.webp', appLoader: '/a.svg' },
  cssProps: { '--color-primary': '#123456', '--radius': '4px' },
};
const branding = {
  currentBranding: 'naskila',
  iconUri: '/icon.svg',
  appPaths: { loginPath: '/session/login' },
  themes: { default: 'light', light: theme, dark: theme },
};

/** Each check answers what its zod schema answers: the same value, or nothing. */
function agrees<T>(check: Check<T>, schema: z.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(parse(check, sample), JSON.stringify(sample)).toEqual(
      expected.success ? expected.data : undefined,
    );
  }
}

describe('bootstrap metadata checks hold to the contracts (zod off the first load)', () => {
  it('ClientAccount', () => {
    const good = {
      account: { hash: 'a47c0b93e15d', name: 'Naskila', clientLogoUrl: '/logo.svg', extra: 1 },
      localizations: [{ locale: 'es-MX', title: 'Naskila' }],
    };
    agrees(clientAccountCheck, clientAccountSchema, [
      good,
      { ...good, account: { ...good.account, hash: 'A47C0B93E15D' } },
      { ...good, localizations: [{ locale: 'fr-FR', title: 'x' }] },
      { ...good, localizations: 'none' },
      { ...good, timeZone: 'America/Chicago', gamingDayStartHour: 6 },
      { ...good, timeZone: 'Mars/Olympus_Mons' },
      { ...good, gamingDayStartHour: 24 },
      { ...good, gamingDayStartHour: 5.5 },
      null,
      [],
    ]);
  });

  it('Branding', () => {
    agrees(brandingCheck, brandingSchema, [
      branding,
      { ...branding, layout: 'lucid' },
      { ...branding, layout: 'grid' },
      { ...branding, currentBranding: 'casino' },
      { ...branding, themes: { ...branding.themes, default: 'sepia' } },
      { ...branding, themes: { ...branding.themes, dark: { ...theme, cssProps: { color: 'red' } } } },
      { ...branding, themes: { ...branding.themes, dark: { ...theme, cssProps: { '--x': 3 } } } },
      { ...branding, appPaths: {} },
    ]);
  });

  it('SsoProviders', () => {
    agrees(ssoProvidersCheck, ssoProvidersSchema, [
      [],
      [{ type: 'Okta', kind: 'Login', authEndpoint: 'https://idp', clientId: 'c' }, { type: 'Google' }],
      [{ type: 'Google', kind: 'Register' }],
      [{ kind: 'Login' }],
      {},
    ]);
  });

  it('KioskMode', () => {
    const kiosk = { logoutIdleTimeKiosk: 30, logoutIdleTimePlayerPortal: 900 };
    agrees(kioskModeCheck, kioskModeSchema, [
      kiosk,
      { ...kiosk, exitLocation: '/exit', kioskCountdownSeconds: 20, logoutAlertCountdownSeconds: 120 },
      { ...kiosk, kioskCountdownSeconds: 4 },
      { ...kiosk, logoutAlertCountdownSeconds: 12.5 },
      { ...kiosk, logoutIdleTimeKiosk: 0 },
      { ...kiosk, logoutIdleTimePlayerPortal: '900' },
      { ...kiosk, logoutIdleTimeKiosk: Number.POSITIVE_INFINITY },
    ]);
  });

  it('KioskLobbyToken', () => {
    agrees(kioskLobbyTokenCheck, kioskLobbyTokenSchema, [
      { enabled: true },
      { enabled: false, token: null },
      { enabled: true, token: 'lobby-token-0123456789' },
      { enabled: true, token: 'x'.repeat(16) },
      { enabled: true, token: 'x'.repeat(15) },
      { enabled: true, token: 16 },
      { enabled: 'yes' },
      {},
      null,
    ]);
  });

  it('PlayerPortalSettings', () => {
    agrees(playerPortalSettingsCheck, playerPortalSettingsSchema, [
      { unauthorizedRedirectUri: '/x' },
      { unauthorizedRedirectUri: 1 },
      {
        unauthorizedRedirectUri: '/x',
        digitalConciergeUrl: 'https://concierge.example.com/naskila',
        hotelBookingUrl: ' https://book.example.com/?hotel=1 ',
      },
      { unauthorizedRedirectUri: '/x', hotelBookingUrl: 'https://book.exa\tmple.com/' },
      { unauthorizedRedirectUri: '/x', digitalConciergeUrl: 'http://concierge.example.com/' },
      { unauthorizedRedirectUri: '/x', digitalConciergeUrl: 'javascript:alert(1)' },
      { unauthorizedRedirectUri: '/x', digitalConciergeUrl: '/concierge' },
      { unauthorizedRedirectUri: '/x', digitalConciergeUrl: 'https://' },
      { unauthorizedRedirectUri: '/x', hotelBookingUrl: 3 },
      undefined,
    ]);
  });

  it('the metadata list', () => {
    agrees(metadataListCheck, z.array(metadataListItemSchema), [
      [{ type: 'Branding', metadata: branding }, { type: 'KioskMode' }],
      [{ type: 'Nope', metadata: {} }],
      { type: 'Branding' },
    ]);
  });
});

describe('bootstrap metadata checks check every field of their contract', () => {
  it.each([
    [
      'ClientAccount',
      clientAccountCheck,
      clientAccountSchema,
      {
        account: { hash: 'a47c0b93e15d', name: 'Naskila', clientLogoUrl: '/logo.svg' },
        localizations: [{ locale: 'es-MX', title: 'Naskila' }],
        timeZone: 'America/Chicago',
        gamingDayStartHour: 6,
      },
    ],
    ['Branding', brandingCheck, brandingSchema, { ...branding, layout: 'lucid' }],
    [
      'SsoProviders',
      ssoProvidersCheck,
      ssoProvidersSchema,
      [{ type: 'Okta', kind: 'Login', authEndpoint: 'https://idp', clientId: 'c' }],
    ],
    [
      'KioskMode',
      kioskModeCheck,
      kioskModeSchema,
      {
        logoutIdleTimeKiosk: 30,
        logoutIdleTimePlayerPortal: 900,
        exitLocation: '/exit',
        kioskCountdownSeconds: 20,
        logoutAlertCountdownSeconds: 120,
      },
    ],
    [
      'KioskLobbyToken',
      kioskLobbyTokenCheck,
      kioskLobbyTokenSchema,
      { enabled: true, token: 'lobby-token-0123456789' },
    ],
    [
      'PlayerPortalSettings',
      playerPortalSettingsCheck,
      playerPortalSettingsSchema,
      {
        unauthorizedRedirectUri: '/x',
        digitalConciergeUrl: 'https://concierge.example.com/naskila',
        hotelBookingUrl: 'https://book.example.com/?hotel=1',
      },
    ],
    [
      'the metadata list',
      metadataListCheck,
      z.array(metadataListItemSchema),
      [{ type: 'Branding', metadata: branding }],
    ],
  ] as const)('%s', (_name, check, schema, sample) => {
    expectSameVerdictFieldByField(check as Check<unknown>, schema, sample);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_DEFAULTS, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
};

describe('dev fallbacks', () => {
  it('gives development and test their dev defaults', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const c = loadConfig({ NODE_ENV });
      expect(c).toMatchObject({
        devMode: true,
        seedDemo: true,
        allowXTarget: true,
        keyEncryptionSecret: DEV_DEFAULTS.KEY_ENCRYPTION_SECRET,
        kioskTerminalSecret: DEV_DEFAULTS.KIOSK_TERMINAL_SECRET,
        facebookAppId: DEV_DEFAULTS.FACEBOOK_APP_ID,
        facebookAppSecret: DEV_DEFAULTS.FACEBOOK_APP_SECRET,
        googleClientId: DEV_DEFAULTS.GOOGLE_CLIENT_ID,
        oktaAuthEndpoint: DEV_DEFAULTS.OKTA_AUTH_ENDPOINT,
      });
    }
  });

  it('turns every dev fallback off in production', () => {
    const c = loadConfig(production);
    expect(c).toMatchObject({
      devMode: false,
      seedDemo: false,
      seedDemoExplicit: false,
      allowXTarget: false,
    });
    expect(c.remoteAuthKeys).toEqual([]);
    expect(c.keyEncryptionSecret).toBe(production.KEY_ENCRYPTION_SECRET);
    expect(c.kioskTerminalSecret).toBeUndefined();
    expect(c.facebookAppId).toBeUndefined();
    expect(c.facebookAppSecret).toBeUndefined();
    expect(c.googleClientId).toBeUndefined();
    expect(c.oktaAuthEndpoint).toBeUndefined();
    expect(c.opsToken).toBeUndefined();
  });

  it.each(Object.entries(DEV_DEFAULTS))(
    'refuses the dev default of %s in production, naming it',
    (key, value) => {
      expect(() => loadConfig({ ...production, [key]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, [key]: value })).toThrow(new RegExp(`${key}: `));
    },
  );

  it('names every refused value at once', () => {
    const env = {
      ...production,
      FACEBOOK_APP_SECRET: DEV_DEFAULTS.FACEBOOK_APP_SECRET,
      ALLOW_X_TARGET: 'true',
    };
    expect(() => loadConfig(env)).toThrow(/FACEBOOK_APP_SECRET[\s\S]*ALLOW_X_TARGET/);
  });

  it('refuses X-Target and a relative (dev IdP) okta endpoint in production', () => {
    expect(() => loadConfig({ ...production, ALLOW_X_TARGET: 'true' })).toThrow(/ALLOW_X_TARGET/);
    expect(() => loadConfig({ ...production, OKTA_AUTH_ENDPOINT: '/sso' })).toThrow(/OKTA_AUTH_ENDPOINT/);
    expect(() => loadConfig({ ...production, OKTA_AUTH_ENDPOINT: 'http://idp.example' })).toThrow(
      /OKTA_AUTH_ENDPOINT/,
    );
  });

  it('takes real production values', () => {
    const c = loadConfig({
      ...production,
      REMOTE_AUTH_SECRETS: JSON.stringify({ desk: { secret: 'r'.repeat(40), brands: ['naskila'] } }),
      KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: 'fb-real-secret',
      GOOGLE_CLIENT_ID: 'casino.apps.googleusercontent.com',
      OKTA_AUTH_ENDPOINT: 'https://casino.okta.com',
      OPS_TOKEN: 'o'.repeat(32),
    });
    expect(c).toMatchObject({
      remoteAuthKeys: [{ kid: 'desk', secret: 'r'.repeat(40), brands: ['naskila'] }],
      kioskTerminalSecret: 'a-real-kiosk-secret-0123',
      facebookAppId: '4242',
      facebookAppSecret: 'fb-real-secret',
      googleClientId: 'casino.apps.googleusercontent.com',
      oktaAuthEndpoint: 'https://casino.okta.com',
      opsToken: 'o'.repeat(32),
    });
  });

  it('seeds the demo in production only when SEED_DEMO asks, and lets development opt out', () => {
    expect(loadConfig({ ...production, SEED_DEMO: '1' })).toMatchObject({
      seedDemo: true,
      seedDemoExplicit: true,
    });
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ seedDemo: false, seedDemoExplicit: false });
    expect(() => loadConfig({ ...production, OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });
});

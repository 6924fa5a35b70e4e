import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      defaultBrand: 'naskila',
      allowXTarget: true,
      accessTokenTtlSeconds: 600,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(c.refreshTokenTtlSeconds).toBe(30 * 24 * 3600);
  });

  it('turns X-Target off in production, and lets development turn it off', () => {
    const production = {
      NODE_ENV: 'production',
      KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
      KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
    };
    expect(loadConfig(production).allowXTarget).toBe(false);
    expect(() => loadConfig({ ...production, ALLOW_X_TARGET: 'true' })).toThrow(/ALLOW_X_TARGET/);
    expect(loadConfig({ ALLOW_X_TARGET: 'false' }).allowXTarget).toBe(false);
  });

  it('tells whether the social verification URLs were set, for the dev fake provider', () => {
    expect(loadConfig({})).toMatchObject({
      facebookGraphUrl: 'https://graph.facebook.com',
      facebookGraphUrlIsSet: false,
      googleTokenInfoUrlIsSet: false,
      devSocialPort: 0,
    });
    expect(loadConfig({ FACEBOOK_GRAPH_URL: 'http://fb.test' })).toMatchObject({
      facebookGraphUrl: 'http://fb.test',
      facebookGraphUrlIsSet: true,
    });
  });

  it('stops on a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEFAULT_BRAND: 'acme' })).toThrow(/DEFAULT_BRAND/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

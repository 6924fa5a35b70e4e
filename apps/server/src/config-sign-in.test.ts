import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@patron/contracts';
import { ConfigError, DEV_REMOTE_AUTH_SECRET, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
  KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
};
const secrets = (value: unknown) => ({ REMOTE_AUTH_SECRETS: JSON.stringify(value) });
const SECRET = 'a-real-host-system-secret-0123456789abcdef';

describe('REMOTE_AUTH_SECRETS', () => {
  it('reads one key per kid, each bound to its brands', () => {
    const c = loadConfig({
      ...production,
      ...secrets({ 'host-a': { secret: SECRET, brands: ['naskila', 'coyote'] } }),
    });
    expect(c.remoteAuthKeys).toEqual([{ kid: 'host-a', secret: SECRET, brands: ['naskila', 'coyote'] }]);
  });

  it('gives dev and test one derived key per brand, and production none', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const keys = loadConfig({ NODE_ENV }).remoteAuthKeys;
      expect(keys.map((k) => k.brands)).toEqual(BRANDS.map((b) => [b]));
      expect(new Set(keys.map((k) => k.secret)).size).toBe(BRANDS.length);
    }
    expect(loadConfig(production).remoteAuthKeys).toEqual([]);
  });

  it.each([
    ['not JSON', '{host-a'],
    ['a short secret', JSON.stringify({ 'host-a': { secret: 'short', brands: ['naskila'] } })],
    ['no brand', JSON.stringify({ 'host-a': { secret: SECRET, brands: [] } })],
    ['an unknown brand', JSON.stringify({ 'host-a': { secret: SECRET, brands: ['nowhere'] } })],
    ['a bad kid', JSON.stringify({ 'host a/1': { secret: SECRET, brands: ['naskila'] } })],
  ])('stops on %s with a message naming the variable', (_, value) => {
    expect(() => loadConfig({ REMOTE_AUTH_SECRETS: value })).toThrow(/REMOTE_AUTH_SECRETS/);
  });

  it('refuses the old single REMOTE_AUTH_SECRET and the dev secret in production', () => {
    expect(() => loadConfig({ REMOTE_AUTH_SECRET: SECRET })).toThrow(/REMOTE_AUTH_SECRETS/);
    expect(() =>
      loadConfig({
        ...production,
        ...secrets({ h: { secret: DEV_REMOTE_AUTH_SECRET, brands: ['naskila'] } }),
      }),
    ).toThrow(ConfigError);
  });
});

describe('sign-in rate limits', () => {
  it('defaults to 60 requests a minute per address in production, more for dev and tests', () => {
    expect(loadConfig(production)).toMatchObject({
      signInRequestsPerMinute: 60,
      tenantSignInFailureBudget: 200,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).signInRequestsPerMinute).toBeGreaterThan(60);
  });

  it('reads both limits and refuses a non-positive one', () => {
    expect(
      loadConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '10', SIGN_IN_TENANT_FAILURE_BUDGET: '50' }),
    ).toMatchObject({ signInRequestsPerMinute: 10, tenantSignInFailureBudget: 50 });
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('stops the start on an ARGON2_THREADS that is not a whole number from 1', () => {
    expect(loadConfig({ ARGON2_THREADS: '4' }).argon2Threads).toBe(4);
    expect(loadConfig({ ARGON2_THREADS: '' }).argon2Threads).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'all']) {
      expect(() => loadConfig({ ARGON2_THREADS: bad }), bad).toThrow(ConfigError);
    }
  });
});

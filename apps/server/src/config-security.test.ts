import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInThrottles } from './db/schema/index';
import { ConfigError, DEV_KIOSK_TERMINAL_SECRET, loadConfig } from './config';
import { createTestApp } from './test/test-app';

describe('TRUSTED_PROXIES and KIOSK_TERMINAL_SECRET', () => {
  it('trusts no proxy by default and parses a list of IPs and CIDRs', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,::1' }).trustedProxies).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1,proxy.local' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(ConfigError);
  });

  it('has a dev kiosk secret that production refuses', () => {
    expect(loadConfig({}).kioskTerminalSecret).toBe(DEV_KIOSK_TERMINAL_SECRET);
    expect(
      loadConfig({ NODE_ENV: 'production', KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789' })
        .kioskTerminalSecret,
    ).toBeUndefined();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
        KIOSK_TERMINAL_SECRET: DEV_KIOSK_TERMINAL_SECRET,
      }),
    ).toThrow(/KIOSK_TERMINAL_SECRET/);
    const secret = 'a-real-production-secret-0123456789';
    expect(
      loadConfig({
        NODE_ENV: 'production',
        KIOSK_TERMINAL_SECRET: secret,
        KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
      }).kioskTerminalSecret,
    ).toBe(secret);
  });

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    for (const [trustedProxies, expected] of [
      [[], '127.0.0.1'],
      [['127.0.0.1'], '203.0.113.9'],
    ] as const) {
      const t = await createTestApp({ trustedProxies: [...trustedProxies] });
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { host: 'naskila.localhost', 'x-forwarded-for': '203.0.113.9' },
        payload: { grant_type: 'card_pin', card_number: '123', pin: '0000' },
      });
      const rows = await t.db.select().from(signInThrottles).where(eq(signInThrottles.scope, 'address'));
      expect(rows.map((r) => r.subject)).toEqual([expected]);
      await t.close();
    }
    // Two apps, each migrated and seeded: the hook budget, not a single test's.
  }, 60_000);
});

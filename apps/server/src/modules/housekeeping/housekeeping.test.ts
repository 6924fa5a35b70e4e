import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { oidcAuthRequests, refreshTokens, spentCredentials, tenants } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { startHousekeeping } from './housekeeping';

const t = useTestApp();
const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 60_000);

describe('housekeeping', () => {
  it('deletes expired one-time credentials, OIDC requests and refresh tokens, and keeps live ones', async () => {
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.brand, 'naskila'));
    const tenantId = tenant?.id ?? '';
    await t.db.insert(spentCredentials).values([
      { kind: 'device_hash', credentialId: 'old', tenantId, expiresAt: past() },
      { kind: 'device_hash', credentialId: 'live', tenantId, expiresAt: future() },
    ]);
    const request = {
      tenantId,
      idp: 'okta',
      codeVerifier: 'v',
      nonce: 'n',
      redirectUri: 'http://x/okta-token',
    };
    await t.db.insert(oidcAuthRequests).values([
      { ...request, state: 'old-state', expiresAt: past() },
      { ...request, state: 'live-state', nonce: 'n2', expiresAt: future() },
    ]);
    await login(t.app, 'naskila');
    await login(t.app, 'naskila');
    const [first] = await t.db.select().from(refreshTokens).limit(1);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: past() })
      .where(eq(refreshTokens.id, first?.id ?? ''));

    await t.app.housekeeping.runAll();

    expect((await t.db.select().from(spentCredentials)).map((r) => r.credentialId)).toEqual(['live']);
    expect((await t.db.select().from(oidcAuthRequests)).map((r) => r.state)).toEqual(['live-state']);
    const tokens = await t.db.select().from(refreshTokens);
    expect(tokens.some((r) => r.id === first?.id)).toBe(false);
    expect(tokens.length).toBeGreaterThan(0);
  });

  it('keeps going when one task fails, and logs it', async () => {
    const warn = vi.fn();
    const ran: string[] = [];
    const keeper = startHousekeeping({
      intervalMs: 60_000,
      log: { warn } as never,
      tasks: [
        { name: 'broken', run: async () => Promise.reject(new Error('db down')) },
        { name: 'fine', run: async () => void ran.push('fine') },
      ],
    });
    await keeper.runAll();
    keeper.stop();
    expect(ran).toEqual(['fine']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'broken' }),
      'housekeeping task failed',
    );
  });
});

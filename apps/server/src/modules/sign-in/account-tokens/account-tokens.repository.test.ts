import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, players, tenants } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { createAccountTokensRepository, hashAccountToken } from './account-tokens.repository';

const t = useTestApp();

async function demoOf(brand: string) {
  const [row] = await t.db
    .select({ tenantId: tenants.id, playerId: players.id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, brand), eq(players.username, 'demo')));
  if (!row) throw new Error(`no demo player at ${brand}`);
  return row;
}

describe('account tokens', () => {
  it('stores only the hash and spends a token once', async () => {
    const repo = createAccountTokensRepository(t.db);
    const demo = await demoOf('naskila');
    const token = await repo.issue({ ...demo, purpose: 'reset_password', ttlSeconds: 1800 });

    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.playerId, demo.playerId));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashAccountToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await repo.consume(demo.tenantId, 'reset_password', token)).toEqual({
      playerId: demo.playerId,
      payload: {},
      issuedAt: stored[0]?.createdAt,
    });
    expect(await repo.consume(demo.tenantId, 'reset_password', token)).toBeNull();
  });

  it('refuses a token of another tenant, another purpose, or past its expiry', async () => {
    const repo = createAccountTokensRepository(t.db);
    const naskila = await demoOf('naskila');
    const coyote = await demoOf('coyote');
    const token = await repo.issue({ ...naskila, purpose: 'confirm_email', ttlSeconds: 60 });

    expect(await repo.consume(coyote.tenantId, 'confirm_email', token)).toBeNull();
    expect(await repo.consume(naskila.tenantId, 'reset_password', token)).toBeNull();

    await t.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
    expect(await repo.consume(naskila.tenantId, 'confirm_email', token)).toBeNull();
  });

  it('keeps only the latest link of a purpose alive and carries its payload', async () => {
    const repo = createAccountTokensRepository(t.db);
    const demo = await demoOf('naskila');
    const first = await repo.issue({
      ...demo,
      purpose: 'change_email',
      ttlSeconds: 600,
      payload: { email: 'a@x.test' },
    });
    const second = await repo.issue({
      ...demo,
      purpose: 'change_email',
      ttlSeconds: 600,
      payload: { email: 'b@x.test' },
    });

    expect(await repo.countIssuedSince(demo.tenantId, demo.playerId, 'change_email', 3600)).toBe(2);
    expect(await repo.consume(demo.tenantId, 'change_email', first)).toBeNull();
    expect(await repo.consume(demo.tenantId, 'change_email', second)).toMatchObject({
      payload: { email: 'b@x.test' },
    });
  });

  it('lets exactly one of 20 concurrent uses of a token through', async () => {
    const repo = createAccountTokensRepository(t.db);
    const demo = await demoOf('naskila');
    const token = await repo.issue({ ...demo, purpose: 'reset_password', ttlSeconds: 1800 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => repo.consume(demo.tenantId, 'reset_password', token)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

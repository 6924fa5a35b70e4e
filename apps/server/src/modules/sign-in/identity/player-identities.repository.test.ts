import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerIdentities, players, tenants } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { createPlayerIdentitiesRepository } from './player-identities.repository';

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

const flagsOf = async (playerId: string) =>
  (await t.db.select().from(players).where(eq(players.id, playerId)))[0]?.hasGoogleProfile;

// docs/design.md#tenancy: every query on a tenant-owned table filters on tenant_id.
describe('player identities repository, across tenants', () => {
  it('finds, unlinks and links a player’s identity only within the player’s tenant', async () => {
    const repo = createPlayerIdentitiesRepository(t.db);
    const naskila = await demoOf('naskila');
    const coyote = await demoOf('coyote');

    expect(await repo.findForPlayer(naskila.tenantId, naskila.playerId, 'google')).toMatchObject({
      providerUserId: 'google-demo-001',
    });
    expect(await repo.findForPlayer(coyote.tenantId, naskila.playerId, 'google')).toBeUndefined();

    expect(await repo.unlink(coyote.tenantId, naskila.playerId, 'google')).toBe(false);
    expect(await flagsOf(naskila.playerId)).toBe(true);
    expect(await repo.findForPlayer(naskila.tenantId, naskila.playerId, 'google')).toBeDefined();

    await expect(
      repo.link({
        tenantId: coyote.tenantId,
        playerId: naskila.playerId,
        provider: 'google',
        providerUserId: 'google-intruder',
      }),
    ).rejects.toThrow(/another tenant/);
    const links = await t.db
      .select({ tenantId: playerIdentities.tenantId, providerUserId: playerIdentities.providerUserId })
      .from(playerIdentities)
      .where(and(eq(playerIdentities.playerId, naskila.playerId), eq(playerIdentities.provider, 'google')));
    expect(links).toEqual([{ tenantId: naskila.tenantId, providerUserId: 'google-demo-001' }]);

    expect(await repo.unlink(naskila.tenantId, naskila.playerId, 'google')).toBe(true);
    expect(await flagsOf(naskila.playerId)).toBe(false);
  });
});

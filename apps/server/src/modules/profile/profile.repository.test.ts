import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerIdentities, players, tenants } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { createProfileRepository } from './profile.repository';
import { toProfile } from './profile.service';

const t = useTestApp();

async function playersAt(brand: string) {
  const rows = await t.db
    .select({ player: players })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(eq(tenants.brand, brand));
  return rows.map((r) => r.player);
}

async function playerAt(brand: string, username = 'demo') {
  const player = (await playersAt(brand)).find((p) => p.username === username);
  if (!player) throw new Error(`no ${username} at ${brand}`);
  return player;
}

const hasOktaLink = async (tenantId: string, playerId: string) =>
  (
    await t.db
      .select()
      .from(playerIdentities)
      .where(
        and(
          eq(playerIdentities.tenantId, tenantId),
          eq(playerIdentities.playerId, playerId),
          eq(playerIdentities.provider, 'okta'),
        ),
      )
  ).length > 0;

const reread = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;

describe('profile repository: the database writes the profile JSON', () => {
  it('is toProfile of the row, with hasOktaProfile, for every demo player of two brands', async () => {
    const repo = createProfileRepository(t.db);
    for (const brand of ['naskila', 'coyote']) {
      const all = await playersAt(brand);
      expect(all.length).toBeGreaterThan(1);
      for (const player of all.filter((p) => !p.deletedAt)) {
        const json = await repo.findJson(player.tenantId, player.patronId);
        const expected = {
          ...toProfile(player),
          hasOktaProfile: await hasOktaLink(player.tenantId, player.id),
        };
        const parsed = JSON.parse(json ?? 'null') as typeof expected;
        expect(parsed, `${brand} ${player.username}`).toEqual(expected);
        // The same keys in the same order, so the GET and the profile changes' answers read alike.
        expect(JSON.stringify(parsed)).toBe(JSON.stringify(expected));
      }
    }
  });

  it('escapes what a player may type, and keeps nulls and booleans as they are', async () => {
    const repo = createProfileRepository(t.db);
    const demo = await playerAt('naskila');
    await t.db
      .update(players)
      .set({
        firstName: 'Zoë "Lucky" \\ O’Neil\n\t\u0001',
        lastName: '李 </script>',
        city: null,
        addressLine2: 'Apt 7 – «north»',
        isVerified: true,
        smsOptIn: true,
        pendingEmail: 'new@example.com',
      })
      .where(eq(players.id, demo.id));
    const json = await repo.findJson(demo.tenantId, demo.patronId);
    expect(JSON.parse(json ?? 'null')).toEqual({
      ...toProfile(await reread(demo.id)),
      hasOktaProfile: await hasOktaLink(demo.tenantId, demo.id),
    });
  });

  it('says hasOktaProfile for an okta link only, not for a social one', async () => {
    const repo = createProfileRepository(t.db);
    const player = await playerAt('naskila', 'highroller');
    const okta = async () =>
      (
        JSON.parse((await repo.findJson(player.tenantId, player.patronId)) ?? '{}') as {
          hasOktaProfile?: boolean;
        }
      ).hasOktaProfile;
    await t.db.delete(playerIdentities).where(eq(playerIdentities.playerId, player.id));
    await t.db.insert(playerIdentities).values({
      tenantId: player.tenantId,
      playerId: player.id,
      provider: 'facebook',
      providerUserId: 'fb-x',
    });
    expect(await okta()).toBe(false);
    // A link row of another tenant is not this player's link.
    const other = await playerAt('coyote');
    await t.db
      .insert(playerIdentities)
      .values({ tenantId: other.tenantId, playerId: player.id, provider: 'okta', providerUserId: 'okta-y' });
    expect(await okta()).toBe(false);
    await t.db
      .delete(playerIdentities)
      .where(and(eq(playerIdentities.playerId, player.id), eq(playerIdentities.provider, 'okta')));
    await t.db
      .insert(playerIdentities)
      .values({ tenantId: player.tenantId, playerId: player.id, provider: 'okta', providerUserId: 'okta-x' });
    expect(await okta()).toBe(true);
  });

  it('finds no profile for another tenant, an unknown patron or a deleted player', async () => {
    const repo = createProfileRepository(t.db);
    const naskila = await playerAt('naskila');
    const coyote = await playerAt('coyote');
    expect(await repo.findJson(coyote.tenantId, naskila.patronId)).toBeUndefined();
    expect(await repo.findJson(naskila.tenantId, 'no-such-patron')).toBeUndefined();
    await t.db.update(players).set({ deletedAt: new Date() }).where(eq(players.id, naskila.id));
    expect(await repo.findJson(naskila.tenantId, naskila.patronId)).toBeUndefined();
  });
});

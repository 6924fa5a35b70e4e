import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, playerRewards, players, tenants } from '../../db/schema/index';
import type { Channel } from './outbox.repository';

/** The demo player of `brand`: the ids a test needs to write outbox rows. */
export async function demoPlayer(
  db: Database,
  brand: string,
): Promise<{ tenantId: string; playerId: string }> {
  const [row] = await db
    .select({ tenantId: tenants.id, playerId: players.id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, brand), eq(players.username, 'demo')));
  if (!row) throw new Error(`no demo player in ${brand}`);
  return row;
}

export async function outboxRows(db: Database, channel?: Channel) {
  const rows = await db.select().from(outbox);
  return channel ? rows.filter((r) => r.channel === channel) : rows;
}

/** A reward row for `username` of `brand` (the rewards seed is another module's; tests write their own). */
export async function insertReward(
  db: Database,
  r: {
    brand: string;
    username?: string;
    code: string;
    name?: string;
    status?: 'active' | 'used' | 'swapped' | 'expired';
    expiresAt?: Date;
  },
): Promise<void> {
  const [owner] = await db
    .select({ tenantId: tenants.id, playerId: players.id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, r.brand), eq(players.username, r.username ?? 'demo')));
  if (!owner) throw new Error(`no ${r.username ?? 'demo'} in ${r.brand}`);
  await db.insert(playerRewards).values({
    ...owner,
    rewardCode: r.code,
    name: r.name ?? 'Test reward',
    status: r.status ?? 'active',
    expiresAt: r.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600_000),
  });
}

/** Another player of `brand` who signs in with the demo player's password (many senders, one phone). */
export async function insertPlayerLikeDemo(db: Database, brand: string, username: string): Promise<void> {
  const [demo] = await db
    .select({ player: players })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, brand), eq(players.username, 'demo')));
  if (!demo) throw new Error(`no demo player in ${brand}`);
  const { tenantId, passwordHash, firstName, lastName } = demo.player;
  await db.insert(players).values({
    tenantId,
    patronId: `${demo.player.patronId}-${username}`,
    username,
    passwordHash,
    email: `${username}@${brand}.example.com`,
    firstName,
    lastName,
    isVerified: true,
  });
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, players, tenants } from '../../db/schema/index';
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

import { and, eq } from 'drizzle-orm';
import type { Currency } from '@patron/contracts';
import type { Database } from '../db/client';
import { ledgerMovements, metadata, tenants } from '../db/schema/index';
import type { PlayerKey } from '../lib/player-key';

/** Removes every movement of one player (and their lots): the test writes the history it needs. */
export async function clearLedger(db: Database, player: PlayerKey): Promise<void> {
  await db.delete(ledgerMovements).where(eq(ledgerMovements.playerId, player.playerId));
}

export async function addMovement(
  db: Database,
  player: PlayerKey,
  m: {
    currency: Currency;
    amount: number;
    at: Date;
    kind?: 'earn' | 'redeem' | 'swap' | 'adjust' | 'expire';
    source?: string;
    offerId?: string;
  },
): Promise<void> {
  await db.insert(ledgerMovements).values({
    ...player,
    currency: m.currency,
    kind: m.kind ?? 'earn',
    amount: m.amount,
    reason: m.kind ?? 'earn',
    label: 'Test movement',
    source: m.source ?? 'cms',
    at: m.at,
    offerId: m.offerId ?? null,
  });
}

/** Sets one metadata type of a brand (tests of tenant settings). */
export async function setMetadata(db: Database, brand: string, type: string, data: unknown) {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  if (!tenant) throw new Error(`no tenant ${brand}`);
  await db
    .update(metadata)
    .set({ data })
    .where(and(eq(metadata.tenantId, tenant.id), eq(metadata.type, type)));
}

export const minutesAgo = (minutes: number, from = new Date()) => new Date(from.getTime() - minutes * 60_000);

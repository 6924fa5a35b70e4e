import type { PlayerKey } from '../../../lib/player-key';
import { and, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Currency } from '@patron/contracts';
import type { Queryable } from '../../../db/client';
import { ledgerMovements, pointAccounts, pointLotDraws, pointLots } from '../../../db/schema/index';
import { tsParam } from '../../../lib/sql-json';

export type NewMovement = typeof ledgerMovements.$inferInsert;
export type LotRemaining = { lotId: number; remaining: number; expiresAt: Date | null };

const remaining = sql<number>`(${pointLots.amount} - coalesce((select sum(${pointLotDraws.amount}) from ${pointLotDraws} where ${pointLotDraws.lotId} = ${pointLots.id}), 0))::int`;

export function createLedgerRepository(db: Queryable) {
  return {
    /** Locks the player's account row (created on first use) until the transaction ends. */
    async lockAccount({ tenantId, playerId }: PlayerKey): Promise<void> {
      await db.insert(pointAccounts).values({ tenantId, playerId }).onConflictDoNothing();
      await db
        .select({ playerId: pointAccounts.playerId })
        .from(pointAccounts)
        .where(and(eq(pointAccounts.playerId, playerId), eq(pointAccounts.tenantId, tenantId)))
        .for('update');
    },

    async insertMovement(movement: NewMovement): Promise<number> {
      const [row] = await db.insert(ledgerMovements).values(movement).returning({ id: ledgerMovements.id });
      if (!row) throw new Error('ledger insert returned no row');
      return row.id;
    },

    async insertLot(lot: PlayerKey & { movementId: number; amount: number; expiresAt: Date | null }) {
      await db.insert(pointLots).values(lot);
    },

    async insertDraws(movementId: number, draws: { lotId: number; amount: number }[]): Promise<void> {
      if (draws.length) await db.insert(pointLotDraws).values(draws.map((d) => ({ ...d, movementId })));
    },

    async balance({ tenantId, playerId }: PlayerKey, currency: Currency, since?: Date): Promise<number> {
      const [row] = await db
        .select({ total: sum(ledgerMovements.amount).mapWith(Number) })
        .from(ledgerMovements)
        .where(
          and(
            eq(ledgerMovements.tenantId, tenantId),
            eq(ledgerMovements.playerId, playerId),
            eq(ledgerMovements.currency, currency),
            since ? gte(ledgerMovements.at, since) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    /** The sum of a currency's movements in each period (from `start`, before `end` when given), in one read. */
    async periodSums(
      { tenantId, playerId }: PlayerKey,
      currency: Currency,
      periods: readonly { start: Date; end?: Date }[],
    ): Promise<number[]> {
      if (periods.length === 0) return [];
      const at = ledgerMovements.at;
      const [row] = await db
        .select(
          Object.fromEntries(
            periods.map(({ start, end }, i) => [
              `p${i}`,
              sql<number>`coalesce(sum(${ledgerMovements.amount}) filter (where ${at} >= ${tsParam(start)}${
                end ? sql` and ${at} < ${tsParam(end)}` : sql``
              }), 0)::int`.mapWith(Number),
            ]),
          ),
        )
        .from(ledgerMovements)
        .where(
          and(
            eq(ledgerMovements.tenantId, tenantId),
            eq(ledgerMovements.playerId, playerId),
            eq(ledgerMovements.currency, currency),
            gte(
              at,
              periods.reduce((a, p) => (p.start < a ? p.start : a), periods[0]!.start),
            ),
          ),
        );
      return periods.map((_, i) => Number((row as Record<string, unknown> | undefined)?.[`p${i}`] ?? 0));
    },

    async balances({ tenantId, playerId }: PlayerKey): Promise<Map<Currency, number>> {
      const rows = await db
        .select({ currency: ledgerMovements.currency, total: sum(ledgerMovements.amount).mapWith(Number) })
        .from(ledgerMovements)
        .where(and(eq(ledgerMovements.tenantId, tenantId), eq(ledgerMovements.playerId, playerId)))
        .groupBy(ledgerMovements.currency);
      return new Map(rows.map((r) => [r.currency, r.total]));
    },

    /** Lots with points left, the first to expire first (those without expiry last). */
    async openLots({ tenantId, playerId }: PlayerKey): Promise<LotRemaining[]> {
      const rows = await db
        .select({ lotId: pointLots.id, remaining, expiresAt: pointLots.expiresAt })
        .from(pointLots)
        .where(and(eq(pointLots.tenantId, tenantId), eq(pointLots.playerId, playerId), sql`${remaining} > 0`))
        .orderBy(sql`${pointLots.expiresAt} asc nulls last`, pointLots.id);
      return rows;
    },

    /** Players holding a lot past its expiry with points left (the expiry job's work list). */
    async playersWithDueLots(now: Date, limit: number): Promise<PlayerKey[]> {
      return db
        .selectDistinct({ tenantId: pointLots.tenantId, playerId: pointLots.playerId })
        .from(pointLots)
        .where(and(lte(pointLots.expiresAt, now), sql`${remaining} > 0`))
        .limit(limit);
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

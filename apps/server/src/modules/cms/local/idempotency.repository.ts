import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema/index';
import type { PlayerKey } from '../../../lib/player-key';

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** The name of the transaction lock a request holds on its key while it runs (claim). */
export const idempotencyLockName = ({ tenantId, playerId }: PlayerKey, key: string) =>
  `idempotency:${tenantId}:${playerId}:${key}`;

export function createIdempotencyRepository(db: Queryable) {
  return {
    /**
     * Takes the key for this transaction, or answers false at once when another transaction holds
     * it: a request with the same key still running (docs/design.md#ledger-and-money-like-state: a concurrent
     * duplicate gets 409).
     */
    async claim(player: PlayerKey, key: string): Promise<boolean> {
      const name = idempotencyLockName(player, key);
      const result = (await db.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as claimed`,
      )) as unknown as { rows: { claimed: boolean }[] };
      return result.rows[0]?.claimed === true;
    },

    async find({ tenantId, playerId }: PlayerKey, key: string): Promise<StoredAnswer | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.tenantId, tenantId),
            eq(idempotencyKeys.playerId, playerId),
            eq(idempotencyKeys.key, key),
          ),
        );
      return row;
    },

    async save(row: typeof idempotencyKeys.$inferInsert): Promise<void> {
      await db.insert(idempotencyKeys).values(row);
    },

    /** Stored answers are replayed for a day; after that a key is only refused by the ledger. */
    async purgeOlderThan(cutoff: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;

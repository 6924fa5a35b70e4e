import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import type { PlayerKey } from './ledger.repository';

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

export function createIdempotencyRepository(db: Queryable) {
  return {
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

import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cmsReadCopies } from '../../db/schema/index';
import type { PlayerKey } from '../../lib/player-key';

/** The last answer of each of a player's reads of a casino system (docs/design.md#casino-management-system-connector). */
export function createCmsReadCopiesRepository(db: Queryable) {
  return {
    async save(player: PlayerKey, readKey: string, body: unknown, asOf: Date): Promise<void> {
      await db
        .insert(cmsReadCopies)
        .values({ tenantId: player.tenantId, playerId: player.playerId, readKey, body, asOf })
        .onConflictDoUpdate({
          target: [cmsReadCopies.tenantId, cmsReadCopies.playerId, cmsReadCopies.readKey],
          set: { body: sql`excluded.body`, asOf: sql`excluded.as_of` },
        });
    },

    /** The copy read at `since` or later, if any. */
    async find(
      player: PlayerKey,
      readKey: string,
      since: Date,
    ): Promise<{ body: unknown; asOf: Date } | undefined> {
      const [row] = await db
        .select({ body: cmsReadCopies.body, asOf: cmsReadCopies.asOf })
        .from(cmsReadCopies)
        .where(
          and(
            eq(cmsReadCopies.tenantId, player.tenantId),
            eq(cmsReadCopies.playerId, player.playerId),
            eq(cmsReadCopies.readKey, readKey),
            gte(cmsReadCopies.asOf, since),
          ),
        );
      return row;
    },

    /** Copies too old to be answered are personal data kept for nothing. */
    async purgeOlderThan(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(cmsReadCopies)
        .where(lt(cmsReadCopies.asOf, cutoff))
        .returning({ readKey: cmsReadCopies.readKey });
      return rows.length;
    },
  };
}
export type CmsReadCopiesRepository = ReturnType<typeof createCmsReadCopiesRepository>;

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { playerRewards, players } from '../../db/schema/index';

export type OwnedReward = {
  id: string;
  playerId: string;
  rewardCode: string;
  name: string;
  expiresAt: Date;
};

/** The caller's own active rewards, looked up by code within the tenant (anyone else's: null). */
export function createOwnedRewardsRepository(db: Queryable) {
  return {
    async findActive(
      q: { tenantId: string; patronId: string; rewardCode: string; now: Date },
      tx: Queryable = db,
    ): Promise<OwnedReward | null> {
      const [row] = await tx
        .select({
          id: playerRewards.id,
          playerId: playerRewards.playerId,
          rewardCode: playerRewards.rewardCode,
          name: playerRewards.name,
          expiresAt: playerRewards.expiresAt,
        })
        .from(playerRewards)
        .innerJoin(players, eq(players.id, playerRewards.playerId))
        .where(
          and(
            eq(playerRewards.tenantId, q.tenantId),
            eq(playerRewards.rewardCode, q.rewardCode),
            eq(players.tenantId, q.tenantId),
            eq(players.patronId, q.patronId),
            isNull(players.deletedAt),
            eq(playerRewards.status, 'active'),
            gt(playerRewards.expiresAt, q.now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Locks the player's row so that concurrent sends count against the daily cap one at a time. */
    async lockPlayer(tx: Queryable, q: { tenantId: string; patronId: string }): Promise<string | null> {
      const [row] = await tx
        .select({ id: players.id })
        .from(players)
        .where(
          and(eq(players.tenantId, q.tenantId), eq(players.patronId, q.patronId), isNull(players.deletedAt)),
        )
        .for('update');
      return row?.id ?? null;
    },
  };
}
export type OwnedRewardsRepository = ReturnType<typeof createOwnedRewardsRepository>;

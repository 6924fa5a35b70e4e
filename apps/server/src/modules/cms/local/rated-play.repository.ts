import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { ratedPlaySessions } from '../../../db/schema/index';
import type { PlayerKey } from '../../../lib/player-key';
import type { GameTypeStatistics, Period } from '../cms-queries';

/** Rated play of the local connector: sums in SQL, one row per game type. */
export function createRatedPlayRepository(db: Queryable) {
  const own = ({ tenantId, playerId }: PlayerKey) =>
    and(eq(ratedPlaySessions.tenantId, tenantId), eq(ratedPlaySessions.playerId, playerId));

  return {
    /** Sessions that started within [from, to). */
    async statistics(player: PlayerKey, period: Period): Promise<GameTypeStatistics[]> {
      const rows = await db
        .select({
          gameType: ratedPlaySessions.gameType,
          sessions: sql<number>`count(*)::int`,
          played: sql<number>`coalesce(sum(${ratedPlaySessions.played}), 0)::bigint`,
          won: sql<number>`coalesce(sum(${ratedPlaySessions.won}), 0)::bigint`,
        })
        .from(ratedPlaySessions)
        .where(
          and(
            own(player),
            gte(ratedPlaySessions.startedAt, period.from),
            lt(ratedPlaySessions.startedAt, period.to),
          ),
        )
        .groupBy(ratedPlaySessions.gameType)
        .orderBy(ratedPlaySessions.gameType);
      return rows.map((r) => ({
        gameType: r.gameType,
        sessions: Number(r.sessions),
        played: Number(r.played),
        won: Number(r.won),
      }));
    },

    /** Calendar years (UTC) with rated play, newest first. */
    async years(player: PlayerKey): Promise<number[]> {
      const year = sql<number>`extract(year from ${ratedPlaySessions.startedAt} at time zone 'UTC')::int`;
      const rows = await db
        .selectDistinct({ year })
        .from(ratedPlaySessions)
        .where(own(player))
        .orderBy(sql`1 desc`);
      return rows.map((r) => Number(r.year));
    },
  };
}
export type RatedPlayRepository = ReturnType<typeof createRatedPlayRepository>;

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { metadata, ratedPlaySessions } from '../../../db/schema/index';
import type { PlayerKey } from '../../../lib/player-key';
import type { GameTypeStatistics, Period } from '../cms-queries';
import { DEFAULT_CMS_CLOCK } from '../xml-http/cms-values';

/**
 * The tenant's clock from its ClientAccount (the casino system's clock where it has none), as SQL
 * expressions: a session counts on its gaming day, the property's business date, whatever the hour
 * (docs/design.md#casino-management-system-connector).
 */
function tenantClock(tenantId: string): { zone: SQL<string>; startHour: SQL<number> } {
  const field = (name: string) =>
    sql`(select max(${metadata.data} ->> ${name}) from ${metadata}
         where ${metadata.tenantId} = ${tenantId} and ${metadata.type} = 'ClientAccount')`;
  return {
    zone: sql<string>`coalesce(${field('timeZone')}, ${DEFAULT_CMS_CLOCK.timeZone})`,
    startHour: sql<number>`coalesce((${field('gamingDayStartHour')})::int, ${DEFAULT_CMS_CLOCK.gamingDayStartHour}::int)`,
  };
}

/** The calendar day (`YYYY-MM-DD`, UTC) an instant of a period names. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Rated play of the local connector: sums in SQL, one row per game type. */
export function createRatedPlayRepository(db: Queryable) {
  const own = ({ tenantId, playerId }: PlayerKey) =>
    and(eq(ratedPlaySessions.tenantId, tenantId), eq(ratedPlaySessions.playerId, playerId));

  return {
    /**
     * Sessions whose gaming day falls within the period's calendar days [from, to): the bounds are the
     * instants those gaming days start, so the player's (tenant, player, started) index serves the read.
     */
    async statistics(player: PlayerKey, period: Period): Promise<GameTypeStatistics[]> {
      const { zone, startHour } = tenantClock(player.tenantId);
      const start = (day: string) =>
        sql`((${day}::date + make_interval(hours => ${startHour})) at time zone ${zone})`;
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
            sql`${ratedPlaySessions.startedAt} >= ${start(dayOf(period.from))}`,
            sql`${ratedPlaySessions.startedAt} < ${start(dayOf(period.to))}`,
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

    /** Years with rated play, by the gaming day each session counts on, newest first. */
    async years(player: PlayerKey): Promise<number[]> {
      const { zone, startHour } = tenantClock(player.tenantId);
      const year = sql<number>`extract(year from (${ratedPlaySessions.startedAt} at time zone ${zone}) - make_interval(hours => ${startHour}))::int`;
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

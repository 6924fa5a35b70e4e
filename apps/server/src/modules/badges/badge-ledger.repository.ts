import { and, eq, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { GameType } from '@patron/contracts';
import { ledgerMovements, offers, ratedPlaySessions } from '../../db/schema/index';
import type { PlayerKey } from '../../lib/player-key';
import type { LedgerFilter } from './badge-rules';

function sourceMatches(source: string): SQL {
  return source.endsWith(':')
    ? like(ledgerMovements.source, `${source.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : eq(ledgerMovements.source, source);
}

function filterSql(filter: LedgerFilter): SQL | undefined {
  return and(
    inArray(ledgerMovements.kind, filter.kinds),
    filter.currencies ? inArray(ledgerMovements.currency, filter.currencies) : undefined,
    filter.sources ? or(...filter.sources.map(sourceMatches)) : undefined,
    filter.offerCategories ? inArray(offers.category, filter.offerCategories) : undefined,
  );
}

// PGlite and node-postgres both answer { rows }; the shared Database type leaves it unknown.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Counted = { count: number; reachedAt: Date | null };

/** The ledger reads of the badge rules: counts, and when a count first reached its target. */
export function createBadgeLedgerRepository(db: Queryable) {
  function matching(player: PlayerKey, filters: LedgerFilter[], now: Date) {
    return db
      .select({ id: ledgerMovements.id, at: ledgerMovements.at })
      .from(ledgerMovements)
      .leftJoin(offers, eq(offers.id, ledgerMovements.offerId))
      .where(
        and(
          eq(ledgerMovements.tenantId, player.tenantId),
          eq(ledgerMovements.playerId, player.playerId),
          lte(ledgerMovements.at, now),
          or(...filters.map(filterSql)),
        ),
      );
  }

  async function counted(events: SQL, target: number): Promise<Counted> {
    const result = await db.execute(sql`
      with e as (${events})
      select (select count(*) from e)::int as count,
        (select at from e order by at offset ${target - 1} limit 1) as reached_at`);
    const row = rowsOf<{ count: number; reached_at: string | Date | null }>(result)[0];
    const reached = row?.reached_at ?? null;
    return { count: Number(row?.count ?? 0), reachedAt: reached === null ? null : new Date(reached) };
  }

  return {
    /** Distinct UTC days with a matching movement; `reachedAt` = first movement of the target-th day. */
    async distinctDays(player: PlayerKey, filters: LedgerFilter[], target: number, now: Date) {
      const m = matching(player, filters, now).as('m');
      const days = db
        .select({ at: sql<Date>`min(${m.at})`.as('at') })
        .from(m)
        .groupBy(sql`date_trunc('day', ${m.at} at time zone 'UTC')`);
      return counted(sql`${days}`, target);
    },

    /** Matching movements; `reachedAt` = when the target-th happened. */
    async movements(player: PlayerKey, filters: LedgerFilter[], target: number, now: Date) {
      return counted(sql`${matching(player, filters, now)}`, target);
    },

    /** Rated play sessions (of `gameTypes`, or any) ended by `now`; `reachedAt` = end of the target-th. */
    async ratedSessions(
      player: PlayerKey,
      gameTypes: readonly GameType[] | undefined,
      target: number,
      now: Date,
    ) {
      const sessions = db
        .select({ at: sql<Date>`${ratedPlaySessions.endedAt}`.as('at') })
        .from(ratedPlaySessions)
        .where(
          and(
            eq(ratedPlaySessions.tenantId, player.tenantId),
            eq(ratedPlaySessions.playerId, player.playerId),
            lte(ratedPlaySessions.endedAt, now),
            gameTypes ? inArray(ratedPlaySessions.gameType, [...gameTypes]) : undefined,
          ),
        );
      return counted(sql`${sessions}`, target);
    },

    /** When the tier credits of one qualification period first reached `required`, if ever. */
    async tierReachedAt(player: PlayerKey, months: number, required: number, now: Date) {
      const utc = sql`(${ledgerMovements.at} at time zone 'UTC')`;
      const period = sql`make_timestamptz(extract(year from ${utc})::int,
        ((extract(month from ${utc})::int - 1) / ${months}::int) * ${months}::int + 1, 1, 0, 0, 0, 'UTC')`;
      const result = await db.execute(sql`
        with r as (
          select ${ledgerMovements.at} as at,
            sum(${ledgerMovements.amount}) over (partition by ${period}
              order by ${ledgerMovements.at}, ${ledgerMovements.id}) as running
          from ${ledgerMovements}
          where ${ledgerMovements.tenantId} = ${player.tenantId}
            and ${ledgerMovements.playerId} = ${player.playerId}
            and ${ledgerMovements.currency} = 'tierCredits'
            and ${ledgerMovements.at} <= ${now.toISOString()}::timestamptz)
        select min(at) as reached_at from r where running >= ${required}`);
      const reached = rowsOf<{ reached_at: string | Date | null }>(result)[0]?.reached_at ?? null;
      return reached === null ? null : new Date(reached);
    },
  };
}
export type BadgeLedgerRepository = ReturnType<typeof createBadgeLedgerRepository>;

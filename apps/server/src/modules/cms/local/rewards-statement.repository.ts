import { sql, type SQL } from 'drizzle-orm';
import type { Currency, PointsLot, StatementMovement } from '@patron/contracts';
import type { Queryable } from '../../../db/client';
import { containsPattern, tsParam } from '../../../lib/sql-json';
import type { PlayerKey } from '../../../lib/player-key';
import type { StatementFilter, StatementPage } from '../cms-queries';

type Rows<T> = { rows: T[] };
type MovementRow = Omit<StatementMovement, 'id'> & { id: string | number; total: number };

/** SQL of the statement: running balances per currency over the whole ledger, then the filter. */
function movementsQuery(player: PlayerKey, filter: StatementFilter): SQL {
  const currency = filter.currency ? sql`and currency = ${filter.currency}` : sql``;
  const from = filter.from ? sql`and m.at >= ${tsParam(filter.from)}` : sql``;
  const to = filter.to ? sql`and m.at < ${tsParam(filter.to)}` : sql``;
  const pattern = filter.searchText ? containsPattern(filter.searchText) : undefined;
  const search = pattern ? sql`and (m.label ilike ${pattern} or m.reason ilike ${pattern})` : sql``;
  return sql`
    select m.* from (
      select id, at, currency, amount, kind, reason, label, source,
        (sum(amount) over (partition by currency order by at, id
          rows between unbounded preceding and current row))::int as balance_after
      from ledger_movements
      where tenant_id = ${player.tenantId} and player_id = ${player.playerId} ${currency}
    ) m
    where true ${from} ${to} ${search}`;
}

const toMovement = (r: Record<string, unknown>): StatementMovement => ({
  id: String(r.id),
  at: new Date(r.at as string).toISOString(),
  currency: r.currency as Currency,
  amount: Number(r.amount),
  balanceAfter: Number(r.balance_after),
  kind: r.kind as StatementMovement['kind'],
  reason: String(r.reason),
  label: String(r.label),
  source: String(r.source),
});

/** docs/design.md#loyalty-api rewards statement reads (the local connector's ledger). */
export function createRewardsStatementRepository(db: Queryable) {
  return {
    async movements(
      player: PlayerKey,
      filter: StatementFilter,
      page: StatementPage,
    ): Promise<{ data: StatementMovement[]; total: number }> {
      const order = page.descending ? sql`desc` : sql`asc`;
      const byAmount = page.sortBy === 'amount' ? sql`s.amount ${order},` : sql``;
      const result = (await db.execute(sql`
        select s.*, count(*) over ()::int as total from (${movementsQuery(player, filter)}) s
        order by ${byAmount} s.at ${order}, s.id ${order}
        offset ${page.offset} limit ${page.limit}`)) as unknown as Rows<Record<string, unknown>>;
      if (result.rows.length === 0 && page.offset > 0) {
        const counted = (await db.execute(
          sql`select count(*)::int as total from (${movementsQuery(player, filter)}) s`,
        )) as unknown as Rows<{ total: number }>;
        return { data: [], total: Number(counted.rows[0]?.total ?? 0) };
      }
      return {
        data: result.rows.map(toMovement),
        total: Number((result.rows[0] as MovementRow | undefined)?.total ?? 0),
      };
    },

    /** Lots with points left that have not expired by `now`, first to expire first. */
    async openLots(player: PlayerKey, now: Date): Promise<PointsLot[]> {
      const result = (await db.execute(sql`
        select l.id, m.at, m.label, m.source, l.amount, l.expires_at,
          (l.amount - coalesce((select sum(d.amount) from point_lot_draws d where d.lot_id = l.id), 0))::int
            as remaining
        from point_lots l join ledger_movements m on m.id = l.movement_id
        where l.tenant_id = ${player.tenantId} and l.player_id = ${player.playerId}
          and (l.expires_at is null or l.expires_at > ${tsParam(now)})
        order by l.expires_at asc nulls last, l.id`)) as unknown as Rows<Record<string, unknown>>;
      return result.rows
        .filter((r) => Number(r.remaining) > 0)
        .map((r) => ({
          id: String(r.id),
          earnedAt: new Date(r.at as string).toISOString(),
          label: String(r.label),
          source: String(r.source),
          amount: Number(r.amount),
          remaining: Number(r.remaining),
          expiresAt: r.expires_at ? new Date(r.expires_at as string).toISOString() : null,
        }));
    },
  };
}
export type RewardsStatementRepository = ReturnType<typeof createRewardsStatementRepository>;

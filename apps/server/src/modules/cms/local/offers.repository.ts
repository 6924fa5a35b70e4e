import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Language, OfferList } from '@patron/contracts';
import type { Queryable } from '../../../db/client';
import { offers, playerRewards } from '../../../db/schema/index';
import {
  containsPattern,
  isoSql,
  type JsonText,
  pagedJson,
  queryJsonText,
  tsParam,
} from '../../../lib/sql-json';
import type { PlayerKey } from '../../../lib/player-key';
import type { OfferListQuery } from '../cms-queries';

export type OfferRow = typeof offers.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SORT = { cost: sql`o.cost`, validUntil: sql`o.valid_until` } as const;

/** An offer's text in `language`: its translation where it has one, else the en-US column. */
const localized = (field: 'name' | 'description', language: Language | undefined) =>
  !language || language === 'en-US'
    ? sql.raw(`o.${field}`)
    : sql`coalesce(nullif(o.translations -> ${language} ->> ${field}, ''), ${sql.raw(`o.${field}`)})`;

const inWindow = (now: Date) =>
  sql`(${offers.validFrom} is null or ${offers.validFrom} <= ${tsParam(now)}) and (${offers.validUntil} is null or ${offers.validUntil} > ${tsParam(now)})`;

export function createOffersRepository(db: Queryable) {
  return {
    /** An offer of the tenant's catalogue that is on offer now; anything else is unknown. */
    async findOnOffer(tenantId: string, id: string, now: Date): Promise<OfferRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id), inWindow(now)));
      return row;
    },

    /** Takes one from a limited stock; false when none is left (the row lock orders takers). */
    async takeStock(id: string): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set({ stock: sql`${offers.stock} - 1` })
        .where(and(eq(offers.id, id), isNotNull(offers.stock), gt(offers.stock, 0)))
        .returning({ id: offers.id });
      return rows.length > 0;
    },

    /**
     * Locks offers' rows in one order (by id), so two swaps between the same two limited offers in
     * opposite directions queue instead of deadlocking on each other's row.
     */
    async lockInOrder(ids: string[]): Promise<void> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return;
      await db
        .select({ id: offers.id })
        .from(offers)
        .where(inArray(offers.id, valid))
        .orderBy(asc(offers.id))
        .for('update');
    },

    /** Puts back the unit a given-back reward took from a limited stock (unlimited stays so). */
    async returnStock(id: string): Promise<void> {
      await db
        .update(offers)
        .set({ stock: sql`${offers.stock} + 1` })
        .where(and(eq(offers.id, id), isNotNull(offers.stock)));
    },

    async countIssued({ tenantId, playerId }: PlayerKey, offerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(playerRewards)
        .where(
          and(
            eq(playerRewards.tenantId, tenantId),
            eq(playerRewards.playerId, playerId),
            eq(playerRewards.offerId, offerId),
          ),
        );
      return row?.n ?? 0;
    },

    /** The catalogue as this player sees it, shaped and paged in SQL (contract `OfferList`). */
    list(
      { tenantId, playerId }: PlayerKey,
      query: OfferListQuery,
      player: { tier: number; points: number; now: Date },
    ): Promise<JsonText<OfferList>> {
      const where = sql`o.tenant_id = ${tenantId}
        and (o.valid_from is null or o.valid_from <= ${tsParam(player.now)})
        and (o.valid_until is null or o.valid_until > ${tsParam(player.now)})`;
      if (query.category) where.append(sql` and o.category = ${query.category}`);
      const name = localized('name', query.language);
      if (query.searchText) where.append(sql` and ${name} ilike ${containsPattern(query.searchText)}`);
      const sorted = query.sortBy === 'name' ? name : SORT[query.sortBy];
      const order = sql`${sorted} ${sql.raw(query.isDescending ? 'desc' : 'asc')} nulls last, o.id`;
      const reason = sql`case
        when ${player.tier} < o.min_tier then 'tier'
        when o.stock = 0 then 'soldOut'
        when o.per_player_limit is not null and (select count(*) from player_rewards r
          where r.player_id = ${playerId} and r.tenant_id = ${tenantId} and r.offer_id = o.id) >= o.per_player_limit then 'limit'
        when o.cost > ${player.points} then 'points'
      end`;
      const page = sql`select row_number() over (order by ${order}) as rn, json_build_object(
          'id', o.id, 'name', ${name}, 'description', ${localized('description', query.language)}, 'imageUrl', o.image_url,
          'cost', o.cost, 'minTier', o.min_tier, 'validUntil', ${isoSql(sql`o.valid_until`)},
          'category', o.category, 'available', r.reason is null, 'unavailableReason', r.reason) as json
        from offers o cross join lateral (select ${reason} as reason) r
        where ${where} order by ${order}
        limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`;
      return queryJsonText(db, pagedJson(page, sql`select count(*)::int from offers o where ${where}`));
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;

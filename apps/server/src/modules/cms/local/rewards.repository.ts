import { and, eq, lte, sql } from 'drizzle-orm';
import type { Language, RewardList, RewardStatus } from '@patron/contracts';
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
import type { RewardListQuery } from '../cms-queries';
import { newRewardCode } from './reward-code';

export type RewardRow = typeof playerRewards.$inferSelect;
export type NewReward = Omit<
  typeof playerRewards.$inferInsert,
  'id' | 'rewardCode' | 'tenantId' | 'playerId'
>;

const SORT = { expirationDate: 'r.expires_at', rewardCode: 'r.reward_code' } as const;
const CODE_ATTEMPTS = 5;

/**
 * A reward's text in `language`: the translation of the offer it was issued from where there is one, else
 * the en-US text the reward was issued with.
 */
const localizedReward = (field: 'name' | 'description', language: Language | undefined) =>
  !language || language === 'en-US'
    ? sql.raw(`r.${field}`)
    : sql`coalesce((select nullif(o.translations -> ${language} ->> ${field}, '') from offers o
        where o.id = r.offer_id), ${sql.raw(`r.${field}`)})`;

export function createRewardsRepository(db: Queryable) {
  return {
    async findByCode({ tenantId, playerId }: PlayerKey, rewardCode: string, lock = false) {
      const query = db
        .select()
        .from(playerRewards)
        .where(
          and(
            eq(playerRewards.tenantId, tenantId),
            eq(playerRewards.playerId, playerId),
            eq(playerRewards.rewardCode, rewardCode),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The reward with the offer's locations (where it can be used). */
    async findDetail(player: PlayerKey, rewardCode: string) {
      const [row] = await db
        .select({ reward: playerRewards, locations: offers.locations })
        .from(playerRewards)
        .leftJoin(offers, eq(offers.id, playerRewards.offerId))
        .where(
          and(
            eq(playerRewards.tenantId, player.tenantId),
            eq(playerRewards.playerId, player.playerId),
            eq(playerRewards.rewardCode, rewardCode),
          ),
        );
      return row && { ...row.reward, locations: row.locations ?? [] };
    },

    /** Inserts a reward under a fresh code unique in the tenant (a clash draws another code). */
    async issue(player: PlayerKey, reward: NewReward): Promise<RewardRow> {
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const [row] = await db
          .insert(playerRewards)
          .values({ ...reward, ...player, rewardCode: newRewardCode() })
          .onConflictDoNothing({ target: [playerRewards.tenantId, playerRewards.rewardCode] })
          .returning();
        if (row) return row;
      }
      throw new Error('could not draw a free reward code');
    },

    async setStatus(id: string, status: RewardStatus, at: Date): Promise<void> {
      await db.update(playerRewards).set({ status, statusChangedAt: at }).where(eq(playerRewards.id, id));
    },

    /** Marks every active reward past its expiry as expired (the expiry job). */
    async expireDue(now: Date): Promise<number> {
      const rows = await db
        .update(playerRewards)
        .set({ status: 'expired', statusChangedAt: now })
        .where(and(eq(playerRewards.status, 'active'), lte(playerRewards.expiresAt, now)))
        .returning({ id: playerRewards.id });
      return rows.length;
    },

    /** The player's active rewards, shaped and paged in SQL (contract `RewardList`). */
    list(
      { tenantId, playerId }: PlayerKey,
      query: RewardListQuery,
      hot: { now: Date; days: number },
    ): Promise<JsonText<RewardList>> {
      const where = sql`r.tenant_id = ${tenantId} and r.player_id = ${playerId}
        and r.status = 'active' and r.expires_at > ${tsParam(hot.now)}`;
      const name = localizedReward('name', query.language);
      if (query.searchText) {
        const pattern = containsPattern(query.searchText);
        where.append(sql` and (${name} ilike ${pattern} or r.reward_code ilike ${pattern})`);
      }
      const sorted = query.sortBy === 'name' ? name : sql.raw(SORT[query.sortBy]);
      const order = sql`${sorted} ${sql.raw(query.isDescending ? 'desc' : 'asc')}, r.id`;
      const hotUntil = new Date(hot.now.getTime() + hot.days * 86_400_000);
      const page = sql`select row_number() over (order by ${order}) as rn, json_build_object(
          'id', r.id, 'rewardCode', r.reward_code, 'name', ${name},
          'expirationDate', ${isoSql(sql`r.expires_at`)},
          'description', ${localizedReward('description', query.language)},
          'imageUrl', r.image_url, 'offerId', r.offer_id, 'value', r.value, 'status', r.status,
          'hot', r.expires_at <= ${tsParam(hotUntil)}) as json
        from player_rewards r where ${where} order by ${order}
        limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`;
      return queryJsonText(
        db,
        pagedJson(page, sql`select count(*)::int from player_rewards r where ${where}`),
      );
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;

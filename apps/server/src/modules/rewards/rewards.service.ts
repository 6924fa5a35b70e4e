import type {
  Balances,
  ExternalTier,
  listOffersQuerySchema,
  listRewardsQuerySchema,
  Language,
  OfferList,
  redeemOfferBodySchema,
  RewardChangeOutcome,
  RewardDetail,
  RewardList,
  swapRewardBodySchema,
} from '@patron/contracts';
import type { z } from 'zod';
import {
  SwapNotAllowedError,
  TooManyRequestsError,
  UnauthorizedError,
  WrongBirthdateError,
} from '../../lib/errors';
import { lastKnownOf } from '../cms/cms-last-known';
import type { CmsRegistry } from '../cms/cms-registry';
import type { MetadataRepository } from '../metadata/metadata.repository';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { RateLimitRepository } from '../rate-limits/rate-limit.repository';
import { rewardsSettingsFrom } from './rewards-settings';

import type { Who } from '../../lib/player-routes';
import { english } from '../../lib/i18n/catalogue';
export type { Who };

/** What the routes' schemas checked and filled in (defaults applied, numbers coerced). */
type Checked<T extends z.ZodType> = z.output<T>;

/**
 * Wrong birthdates a player's swaps may give in 15 minutes: the birthdate is what a swap asks of
 * someone holding a signed-in session (a kiosk left open), so it must not be guessed by trying.
 */
const SWAP_BIRTHDATE = { bucket: 'swap-birthdate', limit: 5, windowSeconds: 900 } as const;

/** docs/product.md#constants hot reward days default. */
const DEFAULT_HOT_REWARD_DAYS = 3;

/**
 * The player's loyalty calls (docs/design.md#loyalty-api), each for the signed-in player of the request's
 * tenant.
 */
export function createRewardsService(deps: {
  cms: CmsRegistry;
  playersRepository: PlayersRepository;
  metadataRepository: MetadataRepository;
  rateLimitRepository: Pick<RateLimitRepository, 'hit' | 'release'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function player(who: Who) {
    const row = await deps.playersRepository.findByPatronId(who.tenantId, who.patronId);
    // A valid token for a player who no longer exists is as good as no token.
    if (!row) throw new UnauthorizedError();
    return {
      key: { tenantId: who.tenantId, playerId: row.id },
      birthdate: row.birthdate,
      cms: await deps.cms.forTenant(who.tenantId),
    };
  }

  async function settings(tenantId: string) {
    const found = await deps.metadataRepository.findByTypes(tenantId, ['RewardsManagement']);
    return rewardsSettingsFrom(found.get('RewardsManagement'));
  }

  async function hot(tenantId: string, days?: number) {
    return { now: now(), days: days ?? (await settings(tenantId)).hotRewardDays ?? DEFAULT_HOT_REWARD_DAYS };
  }

  return {
    async list(
      who: Who,
      query: Checked<typeof listRewardsQuerySchema> & { language?: Language },
    ): Promise<RewardList> {
      const { key, cms } = await player(who);
      return cms.getRewards(key, query, await hot(who.tenantId, query.hotRewardDays));
    },

    async get(who: Who, rewardCode: string): Promise<RewardDetail> {
      const { key, cms } = await player(who);
      return cms.getReward(key, rewardCode, await hot(who.tenantId));
    },

    async tier(who: Who): Promise<ExternalTier> {
      const { key, cms } = await player(who);
      const at = now();
      const [tier, points, rules] = await Promise.all([
        cms.getTier(key, at),
        cms.getPointsBalance(key),
        settings(who.tenantId),
      ]);
      return {
        pointsBalance: points,
        pointToDollarsRate: rules.pointToDollarsRate ?? tier.pointToDollarsRate,
        currentCardLevelNumber: tier.number,
        tierName: tier.name,
        tierCredits: tier.credits,
        periodEndsAt: tier.periodEndsAt.toISOString(),
        nextTier: tier.next,
        creditsToNextTier: tier.next ? Math.max(0, tier.next.creditsRequired - tier.credits) : 0,
        ...lastKnownOf(tier),
      };
    },

    async balances(who: Who): Promise<Balances> {
      const { key, cms } = await player(who);
      return cms.getBalances(key, now());
    },

    async offers(
      who: Who,
      query: Checked<typeof listOffersQuerySchema> & { language?: Language },
    ): Promise<OfferList> {
      const { key, cms } = await player(who);
      return cms.getOffers(key, query, now());
    },

    async redeem(
      who: Who,
      { id }: Checked<typeof redeemOfferBodySchema>,
      idempotencyKey: string,
    ): Promise<RewardChangeOutcome> {
      const { key, cms } = await player(who);
      const { days } = await hot(who.tenantId);
      return cms.redeemOffer({
        player: key,
        offerId: id,
        idempotencyKey,
        hotRewardDays: days,
        now: now(),
      });
    },

    async swap(
      who: Who,
      input: Checked<typeof swapRewardBodySchema>,
      idempotencyKey: string,
    ): Promise<RewardChangeOutcome> {
      const { key, birthdate, cms } = await player(who);
      const rules = await settings(who.tenantId);
      if (rules.allowSwap === false) throw new SwapNotAllowedError();
      // Each attempt is counted first (so a burst of them cannot all get past the limit), then
      // taken back unless its birthdate was wrong: only wrong birthdates add up.
      const { bucket, limit, windowSeconds } = SWAP_BIRTHDATE;
      const attempt = await deps.rateLimitRepository.hit(bucket, key.playerId, windowSeconds);
      if (attempt.count > limit) {
        // A refused attempt tested no birthdate: it must not count, or a burst of right ones would
        // leave the next right swap refused for the whole window.
        await deps.rateLimitRepository.release(bucket, key.playerId).catch(() => undefined);
        throw new TooManyRequestsError(english('tooManyWrongBirthdates'), attempt.retryAfterSeconds);
      }
      let wrongBirthdate = false;
      try {
        return await cms.swapReward({
          player: key,
          offerId: input.id,
          rewardCode: input.rewardCode,
          birthdate: input.birthdate,
          birthdateOnRecord: birthdate,
          idempotencyKey,
          hotRewardDays: rules.hotRewardDays ?? DEFAULT_HOT_REWARD_DAYS,
          now: now(),
        });
      } catch (error) {
        wrongBirthdate = error instanceof WrongBirthdateError;
        throw error;
      } finally {
        // A release that fails leaves one attempt too many counted: never worth failing the swap for.
        if (!wrongBirthdate)
          await deps.rateLimitRepository.release(bucket, key.playerId).catch(() => undefined);
      }
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;

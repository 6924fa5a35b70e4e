import type {
  Balances,
  OfferList,
  PointsLot,
  RewardChangeResult,
  RewardDetail,
  RewardList,
  StatementMovement,
} from '@patron/contracts';
import type { PlayerKey } from '../../lib/player-key';
import type {
  HotRewards,
  OfferListQuery,
  Period,
  RatedPlayStatistics,
  RewardListQuery,
  StatementFilter,
  StatementPage,
} from './cms-queries';

export type TierStatus = {
  number: number;
  name: string;
  credits: number;
  periodEndsAt: Date;
  /** Dollars one point is worth, from the program's rules. */
  pointToDollarsRate: number;
  next: { number: number; name: string; creditsRequired: number } | null;
};

export type OfferCheck = { cost: number; minTier: number; name: string };

/**
 * docs/design.md#casino-management-system-connector: every balance, offer, reward, statement and rated-play
 * read or write goes through this interface, so a tenant's system of record can be our database (`local`)
 * or a casino management system. It speaks contract types and plain values only; what a store needs
 * besides (jobs, repositories) stays with its connector.
 */
export interface CmsConnector {
  getBalances(player: PlayerKey, now: Date): Promise<Balances>;
  getPointsBalance(player: PlayerKey): Promise<number>;
  getTier(player: PlayerKey, now: Date): Promise<TierStatus>;
  getOffers(player: PlayerKey, query: OfferListQuery, now: Date): Promise<OfferList>;
  /** Throws the domain error that would refuse a redemption of `offerId` now. */
  validateOffer(player: PlayerKey, offerId: string, now: Date): Promise<OfferCheck>;
  getRewards(player: PlayerKey, query: RewardListQuery, hot: HotRewards): Promise<RewardList>;
  getReward(player: PlayerKey, rewardCode: string, hot: HotRewards): Promise<RewardDetail>;
  /** An offer for points; a repeated `idempotencyKey` answers the first result. */
  redeemOffer(request: RedeemRequest): Promise<RewardChangeResult>;
  /** Gives back a reward for an offer, the difference in points; idempotent like redeemOffer. */
  swapReward(request: SwapRequest): Promise<RewardChangeResult>;
  /** Movements with the running balance of their currency, filtered and paged. */
  getStatement(
    player: PlayerKey,
    filter: StatementFilter,
    page: StatementPage,
  ): Promise<{ data: StatementMovement[]; total: number }>;
  /** Points lots that still hold points and have not expired by `now`. */
  getPointsLots(player: PlayerKey, now: Date): Promise<PointsLot[]>;
  /** Rated play of sessions started within the period, per game type (win/loss). */
  getStatistics(player: PlayerKey, period: Period): Promise<RatedPlayStatistics>;
}

export type RedeemRequest = {
  player: PlayerKey;
  offerId: string;
  idempotencyKey: string;
  hotRewardDays: number;
  now: Date;
};

export type SwapRequest = RedeemRequest & {
  rewardCode: string;
  birthdate: string;
  /** The player's birthdate on record (null = none: no birthdate can match). */
  birthdateOnRecord: string | null;
};

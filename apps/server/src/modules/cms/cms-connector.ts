import type { Balances, OfferList, RewardChangeResult, RewardDetail, RewardList } from '@patron/contracts';
import type { JsonText } from '../../lib/sql-json';
import type { PlayerKey } from '../ledger/ledger.repository';
import type { OfferListQuery } from '../offers/offers.repository';
import type { RewardListQuery } from './local/rewards.repository';
import type { StatementsReads } from './statements-reads';

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
 * docs/design.md#casino-management-system-connector: every balance, offer and reward read or write goes
 * through this interface, so a tenant's system of record can be our database (`local`) or a casino management
 * system.
 */
export interface CmsConnector extends StatementsReads {
  getBalances(player: PlayerKey, now: Date): Promise<Balances>;
  getPointsBalance(player: PlayerKey): Promise<number>;
  getTier(player: PlayerKey, now: Date): Promise<TierStatus>;
  getOffers(player: PlayerKey, query: OfferListQuery, now: Date): Promise<JsonText<OfferList>>;
  /** Throws the domain error that would refuse a redemption of `offerId` now. */
  validateOffer(player: PlayerKey, offerId: string, now: Date): Promise<OfferCheck>;
  getRewards(
    player: PlayerKey,
    query: RewardListQuery,
    hot: { now: Date; days: number },
  ): Promise<JsonText<RewardList>>;
  getReward(player: PlayerKey, rewardCode: string, hot: { now: Date; days: number }): Promise<RewardDetail>;
  /** An offer for points; a repeated `idempotencyKey` answers the first result. */
  redeemOffer(request: RedeemRequest): Promise<RewardChangeResult>;
  /** Gives back a reward for an offer, the difference in points; idempotent like redeemOffer. */
  swapReward(request: SwapRequest): Promise<RewardChangeResult>;
  /** Expires lots and rewards past their expiry (a periodic job). */
  expireDue(now: Date): Promise<{ players: number; rewards: number }>;
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

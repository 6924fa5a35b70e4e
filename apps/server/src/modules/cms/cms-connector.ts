import type {
  Balances,
  OfferList,
  PointsLot,
  Profile,
  RewardChangeOutcome,
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

/** What a player's stop codes forbid (docs/design.md#casino-management-system-connector). */
export type StopRules = { offersHidden: boolean; redemptionsRefused: boolean; marketingStopped: boolean };
export const NO_STOPS: StopRules = {
  offersHidden: false,
  redemptionsRefused: false,
  marketingStopped: false,
};

/** The profile fields a casino system owns (the portal shows them read-only). */
export type CmsProfile = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'address'> & {
  /** YYYY-MM-DD */
  birthdate: string | null;
  /** Greet without the name on the kiosk and shared screens. */
  discreet: boolean;
};

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
  getRewards(player: PlayerKey, query: RewardListQuery, hot: HotRewards): Promise<RewardList>;
  getReward(player: PlayerKey, rewardCode: string, hot: HotRewards): Promise<RewardDetail>;
  /**
   * An offer for points; a repeated `idempotencyKey` answers the first result. `pending` when the system of
   * record took it but its answer was lost (it is confirmed or undone later).
   */
  redeemOffer(request: RedeemRequest): Promise<RewardChangeOutcome>;
  /** Gives back a reward for an offer, the difference in points; idempotent like redeemOffer. */
  swapReward(request: SwapRequest): Promise<RewardChangeOutcome>;
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
  /** The profile the system of record owns; null when the portal's own record is the profile. */
  getProfile(player: PlayerKey): Promise<CmsProfile | null>;
  getStopRules(player: PlayerKey, now: Date): Promise<StopRules>;
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

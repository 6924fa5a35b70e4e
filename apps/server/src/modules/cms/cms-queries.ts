import type { Currency, GameType, Language, OfferCategory } from '@patron/contracts';

/**
 * What a connector is asked for, as plain values (docs/design.md#casino-management-system-connector):
 * the routes' checked queries, with no store's shape in them.
 */

export type OfferListQuery = {
  searchText?: string | undefined;
  sortBy: 'cost' | 'name' | 'validUntil';
  isDescending?: boolean | undefined;
  pageNumber: number;
  pageSize: number;
  category?: OfferCategory | undefined;
  /** The language of names and descriptions (searched and sorted in it too); en-US when absent. */
  language?: Language | undefined;
};

export type RewardListQuery = {
  searchText?: string | undefined;
  sortBy: 'expirationDate' | 'name' | 'rewardCode';
  isDescending?: boolean | undefined;
  pageNumber: number;
  pageSize: number;
  /** The language of names and descriptions (searched and sorted in it too); en-US when absent. */
  language?: Language | undefined;
};

/** Rewards expiring within `days` of `now` are "hot". */
export type HotRewards = { now: Date; days: number };

export type StatementFilter = {
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  currency?: Currency | undefined;
  /** Label or reason contains it, any case. */
  searchText?: string | undefined;
};

export type StatementPage = {
  /** Then by when, then by id, the same way. */
  sortBy?: 'at' | 'amount';
  descending: boolean;
  offset: number;
  limit: number;
};

/** [from, to) */
export type Period = { from: Date; to: Date };

export type GameTypeStatistics = { gameType: GameType; sessions: number; played: number; won: number };

export type RatedPlayStatistics = {
  byGameType: GameTypeStatistics[];
  /** All of the period's play, games the portal has no type for included; absent: the sum of byGameType. */
  totals?: { sessions: number; played: number; won: number };
  /** Calendar years with rated play on record, newest first. */
  years: number[];
};

import type { PointsLot, StatementMovement } from '@patron/contracts';
import type { PlayerKey } from '../ledger/ledger.repository';
import type { GameTypeStatistics, Period } from '../rated-play/rated-play.repository';
import type { StatementFilter, StatementPage } from './local/rewards-statement.repository';

export type RatedPlayStatistics = {
  byGameType: GameTypeStatistics[];
  /** Calendar years with rated play on record, newest first. */
  years: number[];
};

/**
 * docs/design.md#casino-management-system-connector reads behind the statements: the ledger's movements and
 * lots, and rated play.
 */
export interface StatementsReads {
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

import { playerKeys } from '../../../shared/api/player/player-keys';

export type StatementFilters = {
  /** Local days, YYYY-MM-DD. */
  from: string;
  to: string;
  currency: string | undefined;
  pageNumber: number;
  pageSize: number;
};

/**
 * Under the player's keys, so the response cache clears them on login and logout
 * (docs/product.md#web-behaviour).
 */
export const statementKeys = {
  all: [...playerKeys.all, 'statements'] as const,
  movements: (filters: StatementFilters) => [...statementKeys.all, 'movements', filters] as const,
  lots: () => [...statementKeys.all, 'lots'] as const,
  winLoss: () => [...statementKeys.all, 'win-loss'] as const,
  winLossYear: (year: number) => [...statementKeys.winLoss(), year] as const,
};

import type { listOffersQuerySchema, listRewardsQuerySchema } from '@patron/contracts';
import type { z } from 'zod';

/** The queries as the web sends them: the contracts' parsed shape (numbers and booleans, not strings). */
export type RewardsQuery = z.infer<typeof listRewardsQuerySchema>;
export type OffersQuery = z.infer<typeof listOffersQuerySchema>;

/** Query keys of the signed-in player's data, general to specific, so one prefix invalidates a family. */
export const playerKeys = {
  all: ['player'] as const,
  profile: () => [...playerKeys.all, 'profile'] as const,
  tier: () => [...playerKeys.all, 'tier'] as const,
  balances: () => [...playerKeys.all, 'balances'] as const,
  rewards: () => [...playerKeys.all, 'rewards'] as const,
  rewardList: (query: RewardsQuery) => [...playerKeys.rewards(), 'list', query] as const,
  reward: (rewardCode: string) => [...playerKeys.rewards(), 'detail', rewardCode] as const,
  offers: () => [...playerKeys.all, 'offers'] as const,
  offerList: (query: OffersQuery) => [...playerKeys.offers(), 'list', query] as const,
};

/** What a redeem or a swap changes: points, tier progress, the rewards and what the catalogue offers. */
export const pointsMovementKeys = [
  playerKeys.tier(),
  playerKeys.balances(),
  playerKeys.rewards(),
  playerKeys.offers(),
] as const;

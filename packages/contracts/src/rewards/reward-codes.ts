/* Zod-free on purpose: the signed-in home imports these without the schema library. */
export const REWARD_SORT_KEYS = ['expirationDate', 'name', 'rewardCode'] as const;
export type RewardSortKey = (typeof REWARD_SORT_KEYS)[number];

export const REWARD_STATUSES = ['active', 'used', 'swapped', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

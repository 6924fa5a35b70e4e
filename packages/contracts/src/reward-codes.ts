/* Zod-free on purpose: the signed-in home imports these without the schema library (issue 10). */
/** DESIGN §6: the currencies a player holds, each its own ledger. */
export const CURRENCIES = ['points', 'tierCredits', 'compDollars', 'freePlay'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REWARD_SORT_KEYS = ['expirationDate', 'name', 'rewardCode'] as const;
export type RewardSortKey = (typeof REWARD_SORT_KEYS)[number];

export const REWARD_STATUSES = ['active', 'used', 'swapped', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const OFFER_CATEGORIES = ['dining', 'hotel', 'freePlay', 'retail', 'shows'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

/* Zod-free on purpose: the signed-in home imports these without the schema library. */
/** The currencies a player holds, each its own ledger. */
export const CURRENCIES = ['points', 'tierCredits', 'compDollars', 'freePlay'] as const;
export type Currency = (typeof CURRENCIES)[number];

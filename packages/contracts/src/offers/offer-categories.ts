/* Zod-free on purpose: the signed-in home imports these without the schema library. */
export const OFFER_CATEGORIES = ['dining', 'hotel', 'freePlay', 'retail', 'shows'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

/** An offer's player-facing text in one language other than en-US. */
export type OfferTranslation = { name: string; description: string };

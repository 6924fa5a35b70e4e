import { z } from 'zod';
import { lastKnownFields } from './common/last-known';
import { idField } from './common/fields';
import { pagedQuerySchema, pagedSchema } from './common/paged';
import { OFFER_CATEGORIES } from './offers/offer-categories';

export * from './offers/offer-categories';

export const offerCategorySchema = z.enum(OFFER_CATEGORIES);

export const listOffersQuerySchema = pagedQuerySchema.extend({
  sortBy: z.enum(['cost', 'name', 'validUntil']).default('cost'),
  category: offerCategorySchema.optional(),
});
export type ListOffersQuery = z.input<typeof listOffersQuerySchema>;

/** A catalogue offer as this player sees it; `available` is false when they cannot get it now. */
export const offerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  cost: z.number().int().min(0),
  minTier: z.number().int().min(1),
  validUntil: z.iso.datetime().nullable(),
  category: offerCategorySchema,
  available: z.boolean(),
  /** Why `available` is false: 'tier' below the offer's tier, 'soldOut', 'limit' per-player limit reached, 'points' not enough points. */
  unavailableReason: z.enum(['tier', 'soldOut', 'limit', 'points']).nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = pagedSchema(offerSchema).extend({
  ...lastKnownFields,
  /** Why there are no offers for this player at all (a casino system's stop code), in plain words. */
  notice: z.string().optional(),
});
export type OfferList = z.infer<typeof offerListSchema>;

/** POST /api/rewards/redeem with an `Idempotency-Key` header. */
export const redeemOfferBodySchema = z.object({ id: idField });
export type RedeemOfferBody = z.input<typeof redeemOfferBodySchema>;

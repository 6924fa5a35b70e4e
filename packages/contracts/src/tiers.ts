import { z } from 'zod';
import { lastKnownFields } from './common/last-known';

/** A tier colour: `#rrggbb` (a brand's own palette, shown as a swatch or medallion rim). */
export const tierColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);

/**
 * docs/design.md#ledger-and-money-like-state: tier credits count within calendar-aligned periods of this many
 * months.
 */
export const QUALIFICATION_MONTHS = [1, 2, 3, 4, 6, 12] as const;

/**
 * One rung of the tenant's ladder (docs/design.md#loyalty-api `GET /api/tiers/`), in the request's language.
 * The ladder is public: the qualification period fields are the tenant's current period, the same
 * for every player, so a screen can say how many days are left without a second call.
 */
export const tierSchema = z.object({
  number: z.number().int().min(1),
  name: z.string(),
  /** Tier credits earned within the qualification period that reach this tier (0 for the first). */
  creditsRequired: z.number().int().min(0),
  benefits: z.array(z.string()),
  colour: tierColourSchema,
  qualificationMonths: z.number().int().min(1).max(12),
  periodStartsAt: z.iso.datetime(),
  periodEndsAt: z.iso.datetime(),
});
export type Tier = z.infer<typeof tierSchema>;

/** `GET /api/tiers/`: the ladder, lowest tier first. */
export const tierLadderSchema = z.array(tierSchema);
export type TierLadder = z.infer<typeof tierLadderSchema>;

/** docs/product.md#tiers External tier + docs/design.md#loyalty-api. */
export const externalTierSchema = z.object({
  pointsBalance: z.number().int(),
  pointToDollarsRate: z.number().positive(),
  currentCardLevelNumber: z.number().int().min(1),
  tierName: z.string(),
  tierCredits: z.number().int(),
  periodEndsAt: z.iso.datetime(),
  nextTier: z
    .object({ number: z.number().int(), name: z.string(), creditsRequired: z.number().int() })
    .nullable(),
  creditsToNextTier: z.number().int().min(0),
  ...lastKnownFields,
});
export type ExternalTier = z.infer<typeof externalTierSchema>;

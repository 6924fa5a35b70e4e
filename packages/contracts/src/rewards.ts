import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { phoneNumberSchema } from './phone-number';
import { CURRENCIES, OFFER_CATEGORIES, REWARD_SORT_KEYS, REWARD_STATUSES } from './reward-codes';

export * from './reward-codes';

/** The largest page a list call answers; a bigger pageSize is a 400, not a slow query. */
export const MAX_PAGE_SIZE = 1000;

export const currencySchema = z.enum(CURRENCIES);

export const rewardSortKeySchema = z.enum(REWARD_SORT_KEYS);

export const rewardStatusSchema = z.enum(REWARD_STATUSES);

export const offerCategorySchema = z.enum(OFFER_CATEGORIES);

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Spec §3 Paged query, DESIGN §4: pageNumber is 1-based, pageSize defaults to 1000. */
export const pagedQuerySchema = z.object({
  searchText: z.string().trim().max(100).optional(),
  isDescending: booleanQuery,
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

export const listRewardsQuerySchema = pagedQuerySchema.extend({
  sortBy: rewardSortKeySchema.default('expirationDate'),
  /** Days ahead within which a reward counts as `hot` (the player's hotRewardDays setting). */
  hotRewardDays: z.coerce.number().int().min(0).max(365).optional(),
});
export type ListRewardsQuery = z.input<typeof listRewardsQuerySchema>;

export const listOffersQuerySchema = pagedQuerySchema.extend({
  sortBy: z.enum(['cost', 'name', 'validUntil']).default('cost'),
  category: offerCategorySchema.optional(),
});
export type ListOffersQuery = z.input<typeof listOffersQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

/** Spec §3 Reward (id, rewardCode, name, expirationDate) + DESIGN §6a. `value` is in points. */
export const rewardSchema = z.object({
  id: z.string(),
  rewardCode: z.string(),
  name: z.string(),
  expirationDate: z.iso.datetime(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  offerId: z.string().nullable(),
  value: z.number().int().min(0),
  status: rewardStatusSchema,
  hot: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** GET /api/rewards/{rewardCode}: one reward and where it can be used. */
export const rewardDetailSchema = rewardSchema.extend({ locations: z.array(z.string()) });
export type RewardDetail = z.infer<typeof rewardDetailSchema>;

export const rewardListSchema = pagedSchema(rewardSchema);
export type RewardList = z.infer<typeof rewardListSchema>;

/** Spec §3 External tier + DESIGN §6a. */
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
});
export type ExternalTier = z.infer<typeof externalTierSchema>;

/** Amounts are integers: points and tier credits in units, comp dollars and free play in cents. */
export const balanceSchema = z.object({
  currency: currencySchema,
  balance: z.number().int(),
  expiring: z.array(z.object({ amount: z.number().int().positive(), expiresAt: z.iso.datetime() })),
});
export type Balance = z.infer<typeof balanceSchema>;
export const balancesSchema = z.object({ data: z.array(balanceSchema) });
export type Balances = z.infer<typeof balancesSchema>;

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
export const offerListSchema = pagedSchema(offerSchema);
export type OfferList = z.infer<typeof offerListSchema>;

const idField = z.string().trim().min(1, 'Field required').max(64);
const rewardCodeField = z.string().trim().min(1, 'Field required').max(64);

/** POST /api/rewards/redeem with an `Idempotency-Key` header. */
export const redeemOfferBodySchema = z.object({ id: idField });
export type RedeemOfferBody = z.input<typeof redeemOfferBodySchema>;

/** POST /api/rewards/swap (spec §7): give back `rewardCode`, get catalogue offer `id`. */
export const swapRewardBodySchema = z.object({
  id: idField,
  rewardCode: rewardCodeField,
  birthdate: z.iso.date('Enter the birthdate as YYYY-MM-DD.'),
});
export type SwapRewardBody = z.input<typeof swapRewardBodySchema>;

export const rewardChangeResultSchema = z.object({ reward: rewardSchema, pointsBalance: z.number().int() });
export type RewardChangeResult = z.infer<typeof rewardChangeResultSchema>;

/** Idempotency-Key header of redeem and swap: 8–128 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,128}$/, 'Idempotency-Key must be 8 to 128 visible ASCII characters.');

/** POST /api/profile/sms (spec §7). */
export const sendRewardSmsBodySchema = z.object({
  rewardName: z.string().trim().min(1, 'Field required').max(200),
  rewardCode: rewardCodeField,
  phoneNumber: phoneNumberSchema,
});
export type SendRewardSmsBody = z.input<typeof sendRewardSmsBodySchema>;

/** POST /api/profile/email (DESIGN §6a, the invitation/email action). */
export const sendRewardEmailBodySchema = z.object({
  rewardName: z.string().trim().min(1, 'Field required').max(200),
  rewardCode: rewardCodeField,
  email: z.email('Valid email required').max(254),
});
export type SendRewardEmailBody = z.input<typeof sendRewardEmailBodySchema>;

/** GET /api/codeimage/{rewardCode}?scale=0.6 */
export const codeImageQuerySchema = z.object({ scale: z.coerce.number().min(0.1).max(4).default(0.6) });

/** RewardsManagement metadata (seeded per tenant). */
export const rewardsManagementSchema = z.object({
  allowSwap: z.boolean(),
  allowSmsSend: z.boolean(),
  smsDailyLimit: z.number().int().min(0),
  hotRewardDays: z.number().int().min(0),
  pointToDollarsRate: z.number().positive().optional(),
});
export type RewardsManagement = z.infer<typeof rewardsManagementSchema>;

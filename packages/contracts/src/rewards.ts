import { z } from 'zod';
import { lastKnownFields } from './common/last-known';
import { idField, rewardCodeField } from './common/fields';
import { pagedQuerySchema, pagedSchema } from './common/paged';
import { REWARD_SORT_KEYS, REWARD_STATUSES } from './rewards/reward-codes';

export * from './rewards/reward-codes';

export const rewardSortKeySchema = z.enum(REWARD_SORT_KEYS);

export const rewardStatusSchema = z.enum(REWARD_STATUSES);

export const listRewardsQuerySchema = pagedQuerySchema.extend({
  sortBy: rewardSortKeySchema.default('expirationDate'),
  /** Days ahead within which a reward counts as `hot` (the player's hotRewardDays setting). */
  hotRewardDays: z.coerce.number().int().min(0).max(365).optional(),
});
export type ListRewardsQuery = z.input<typeof listRewardsQuerySchema>;

/**
 * docs/product.md#rewards Reward (id, rewardCode, name, expirationDate) + docs/design.md#loyalty-api. `value`
 * is in points.
 */
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
export const rewardDetailSchema = rewardSchema.extend({ locations: z.array(z.string()), ...lastKnownFields });
export type RewardDetail = z.infer<typeof rewardDetailSchema>;

export const rewardListSchema = pagedSchema(rewardSchema).extend(lastKnownFields);
export type RewardList = z.infer<typeof rewardListSchema>;

/** POST /api/rewards/swap (docs/product.md#rewards): give back `rewardCode`, get catalogue offer `id`. */
export const swapRewardBodySchema = z.object({
  id: idField,
  rewardCode: rewardCodeField,
  birthdate: z.iso.date('Enter the birthdate as YYYY-MM-DD.'),
});
export type SwapRewardBody = z.input<typeof swapRewardBodySchema>;

export const rewardChangeResultSchema = z.object({ reward: rewardSchema, pointsBalance: z.number().int() });
export type RewardChangeResult = z.infer<typeof rewardChangeResultSchema>;

/**
 * 202 of redeem and swap (docs/design.md#casino-management-system-connector): the casino system took the
 * request but its answer was lost; the reward appears (or the points come back) once it is confirmed.
 * A retry with the same Idempotency-Key answers this until then, and the result after.
 */
export const rewardChangePendingSchema = z.object({ pending: z.literal(true), message: z.string() });
export type RewardChangePending = z.infer<typeof rewardChangePendingSchema>;
export type RewardChangeOutcome = RewardChangeResult | RewardChangePending;

/** Idempotency-Key header of redeem and swap: 8–128 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,128}$/, 'Idempotency-Key must be 8 to 128 visible ASCII characters.');

/** RewardsManagement metadata (seeded per tenant). */
export const rewardsManagementSchema = z.object({
  allowSwap: z.boolean(),
  allowSmsSend: z.boolean(),
  smsDailyLimit: z.number().int().min(0),
  hotRewardDays: z.number().int().min(0),
  pointToDollarsRate: z.number().positive().optional(),
  /**
   * Countries (ISO 3166 alpha-2) whose numbers a reward may be texted to, the property's own first;
   * absent: its own country only (docs/design.md#messages-and-outbox).
   */
  smsAllowedCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'Use ISO 3166 alpha-2 country codes, e.g. US.'))
    .min(1)
    .optional(),
});
export type RewardsManagement = z.infer<typeof rewardsManagementSchema>;

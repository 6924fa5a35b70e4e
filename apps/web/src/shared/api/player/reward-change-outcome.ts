import {
  rewardChangePendingSchema,
  rewardChangeResultSchema,
  type RewardChangeOutcome,
  type RewardChangePending,
} from '@patron/contracts';
import { z } from 'zod';

const outcomeSchema = z.union([rewardChangeResultSchema, rewardChangePendingSchema]);

/**
 * The answer of redeem or swap: the new reward and balance (200/201), or, when the casino system took the
 * request but its answer was lost, `{pending: true, message}` (202,
 * docs/design.md#casino-management-system-connector).
 */
export const parseRewardChangeOutcome = (body: unknown): RewardChangeOutcome => outcomeSchema.parse(body);

export const isPendingChange = (outcome: RewardChangeOutcome): outcome is RewardChangePending =>
  'pending' in outcome;

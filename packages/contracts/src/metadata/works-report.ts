import { z } from 'zod';

/**
 * What a player does that earns points (docs/design.md#ledger-and-money-like-state: points and tier credits
 * are earned from play and spend).
 */
export const EARN_ACTIVITIES = [
  'slots',
  'videoPoker',
  'tableGames',
  'dining',
  'hotel',
  'spa',
  'retail',
] as const;
export const earnActivitySchema = z.enum(EARN_ACTIVITIES);
export type EarnActivity = z.infer<typeof earnActivitySchema>;

/** Gaming activities earn on what is wagered; the others on what is spent. */
export const GAMING_ACTIVITIES: readonly EarnActivity[] = ['slots', 'videoPoker', 'tableGames'];

/** Where points can be spent. */
export const REDEEM_KINDS = ['freePlay', 'dining', 'hotel', 'spa', 'retail', 'entertainment'] as const;
export const redeemKindSchema = z.enum(REDEEM_KINDS);
export type RedeemKind = z.infer<typeof redeemKindSchema>;

export const earnRuleSchema = z.object({
  activity: earnActivitySchema,
  /** `points` for every `perDollars` dollars wagered (gaming) or spent (the rest). */
  points: z.number().int().positive(),
  perDollars: z.number().positive(),
  /** Tier credits that come with each point of this activity (0: the activity counts for points only). */
  tierCreditsPerPoint: z.number().min(0).max(10),
});
export type EarnRule = z.infer<typeof earnRuleSchema>;

/**
 * The "Earn & Redeem" part of the WorksReport metadata (docs/product.md#metadata-and-brands): how the
 * property's club works. Other WorksReport keys (the win/loss disclaimer) belong to the statements; parsing
 * with this schema keeps only these. The worth of a point comes from the tier call (`pointToDollarsRate`).
 */
export const worksReportGuideSchema = z.object({
  programName: z.string().min(1),
  earning: z.array(earnRuleSchema).min(1),
  redeeming: z.array(redeemKindSchema).min(1),
  /** Points below which a redemption is not possible. */
  minimumRedemption: z.number().int().min(0),
});
export type WorksReportGuide = z.infer<typeof worksReportGuideSchema>;

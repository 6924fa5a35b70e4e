import { z } from 'zod';
import { pagedQuerySchema, pagedSchema } from './common/paged';

/** Progress toward a badge: `current` never passes `target` (an earned badge has current = target). */
export const badgeProgressSchema = z.object({
  current: z.number().int().min(0),
  target: z.number().int().min(1),
});
export type BadgeProgress = z.infer<typeof badgeProgressSchema>;

/**
 * A badge (the spec's medallion) as the signed-in player sees it (docs/design.md#loyalty-api `GET
 * /api/badges/`).
 */
export const badgeSchema = z.object({
  /** The badge's stable key in its tenant (e.g. `first-visit`). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  earnedAt: z.iso.datetime().nullable(),
  progress: badgeProgressSchema,
});
export type Badge = z.infer<typeof badgeSchema>;

export const BADGE_STATUSES = ['earned', 'inProgress'] as const;
export const badgeStatusSchema = z.enum(BADGE_STATUSES);
export type BadgeStatus = z.infer<typeof badgeStatusSchema>;

/**
 * Paged query of docs/design.md#api-conventions; `status` keeps only earned or only unearned badges. Default
 * order: the tenant's.
 */
export const listBadgesQuerySchema = pagedQuerySchema.extend({
  sortBy: z.enum(['order', 'name', 'earnedAt']).default('order'),
  status: badgeStatusSchema.optional(),
});
export type ListBadgesQuery = z.input<typeof listBadgesQuerySchema>;

export const badgeListSchema = pagedSchema(badgeSchema);
export type BadgeList = z.infer<typeof badgeListSchema>;

/** A badge as the kiosk lobby shows it: what it is, never who earned it. */
export const badgeShowcaseItemSchema = badgeSchema.pick({
  id: true,
  name: true,
  description: true,
  imageUrl: true,
});
export type BadgeShowcaseItem = z.infer<typeof badgeShowcaseItemSchema>;

import { z } from 'zod';
import { CURRENCIES, GAME_TYPES, OFFER_CATEGORIES } from '@patron/contracts';
import { LEDGER_KINDS } from '../../db/schema/index';
import type { PlayerKey } from '../../lib/player-key';
import type { BadgeLedgerRepository } from './badge-ledger.repository';

/**
 * Which ledger movements a rule counts. Every list given must match (an absent list matches all);
 * a source ending in ':' matches by prefix (`staff:` = any staff member).
 */
export const ledgerFilterSchema = z.object({
  kinds: z.array(z.enum(LEDGER_KINDS)).min(1),
  currencies: z.array(z.enum(CURRENCIES)).min(1).optional(),
  sources: z.array(z.string().min(1)).min(1).optional(),
  offerCategories: z.array(z.enum(OFFER_CATEGORIES)).min(1).optional(),
});
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>;

export type BadgeEvaluation = { current: number; target: number; earnedAt: Date | null };

export type BadgeContext = {
  player: PlayerKey;
  now: Date;
  ledger: BadgeLedgerRepository;
  /**
   * The player's tier status now (docs/design.md#ledger-and-money-like-state: credits in the current period).
   */
  tier: () => Promise<{ credits: number }>;
  /** Tier rules of the tenant: the qualification period and each tier's threshold. */
  program: () => Promise<{
    qualificationMonths: number;
    ladder: { number: number; creditsRequired: number }[];
  }>;
};

/**
 * One kind of badge rule: its stored shape and how to evaluate it. Rules are data (a badge row's
 * `rule`); a new kind (e.g. rated-play sessions) is a new entry in the registry, nothing else.
 */
export type BadgeRuleKind<R extends { kind: string } = { kind: string }> = {
  kind: R['kind'];
  schema: z.ZodType<R>;
  evaluate: (rule: R, context: BadgeContext) => Promise<BadgeEvaluation>;
};

export function defineRuleKind<R extends { kind: string }>(entry: BadgeRuleKind<R>): BadgeRuleKind {
  return entry as unknown as BadgeRuleKind;
}

const target = z.number().int().min(1).max(100_000);
const filters = z.array(ledgerFilterSchema).min(1);

/** Distinct days (UTC) with a matching movement: a visit is a day the player earned by playing. */
export const visitDaysRule = defineRuleKind({
  kind: 'visitDays',
  schema: z.object({ kind: z.literal('visitDays'), target, filters }),
  evaluate: async (rule, { ledger, player, now }) => {
    const { count, reachedAt } = await ledger.distinctDays(player, rule.filters, rule.target, now);
    return { current: Math.min(count, rule.target), target: rule.target, earnedAt: reachedAt };
  },
});

/** Matching movements, one by one (e.g. dining redemptions and comps used). */
export const movementsRule = defineRuleKind({
  kind: 'movements',
  schema: z.object({ kind: z.literal('movements'), target, filters }),
  evaluate: async (rule, { ledger, player, now }) => {
    const { count, reachedAt } = await ledger.movements(player, rule.filters, rule.target, now);
    return { current: Math.min(count, rule.target), target: rule.target, earnedAt: reachedAt };
  },
});

/**
 * Rated play sessions the casino system recorded (docs/design.md#casino-management-system-connector
 * getStatistics), of some game types or any.
 */
export const ratedSessionsRule = defineRuleKind({
  kind: 'ratedSessions',
  schema: z.object({
    kind: z.literal('ratedSessions'),
    target,
    gameTypes: z.array(z.enum(GAME_TYPES)).min(1).optional(),
  }),
  evaluate: async (rule, { ledger, player, now }) => {
    const { count, reachedAt } = await ledger.ratedSessions(player, rule.gameTypes, rule.target, now);
    return { current: Math.min(count, rule.target), target: rule.target, earnedAt: reachedAt };
  },
});

/**
 * A tier reached in any qualification period; progress is this period's tier credits toward the
 * tier's threshold (the same credits `GET /api/rewards/ext/tier` counts).
 */
export const tierReachedRule = defineRuleKind({
  kind: 'tierReached',
  schema: z.object({ kind: z.literal('tierReached'), tierNumber: z.number().int().min(1) }),
  evaluate: async (rule, { ledger, player, now, tier, program }) => {
    const rules = await program();
    const required = rules.ladder.find((t) => t.number === rule.tierNumber)?.creditsRequired;
    if (required === undefined) return { current: 0, target: 1, earnedAt: null };
    const goal = Math.max(1, required);
    const earnedAt = await ledger.tierReachedAt(player, rules.qualificationMonths, required, now);
    if (earnedAt) return { current: goal, target: goal, earnedAt };
    const { credits } = await tier();
    return { current: Math.min(goal, Math.max(0, credits)), target: goal, earnedAt: null };
  },
});

export const DEFAULT_RULE_KINDS: BadgeRuleKind[] = [
  visitDaysRule,
  movementsRule,
  ratedSessionsRule,
  tierReachedRule,
];

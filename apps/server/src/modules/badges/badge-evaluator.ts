import type { BadgeContext, BadgeEvaluation, BadgeRuleKind } from './badge-rules';

/** Evaluates stored rules with the registered kinds; a rule no kind accepts is `null` (not shown). */
export function createBadgeEvaluator(kinds: readonly BadgeRuleKind[]) {
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  return {
    accepts(rule: unknown): boolean {
      const kind = byKind.get((rule as { kind?: unknown } | null)?.kind as string);
      return kind !== undefined && kind.schema.safeParse(rule).success;
    },
    async evaluate(rule: unknown, context: BadgeContext): Promise<BadgeEvaluation | null> {
      const kind = byKind.get((rule as { kind?: unknown } | null)?.kind as string);
      const parsed = kind?.schema.safeParse(rule);
      if (!kind || !parsed?.success) return null;
      const result = await kind.evaluate(parsed.data, context);
      // Once earned a badge stays earned and full; progress never passes its target.
      return result.earnedAt
        ? { ...result, current: result.target }
        : { ...result, current: Math.min(result.current, result.target) };
    },
  };
}
export type BadgeEvaluator = ReturnType<typeof createBadgeEvaluator>;

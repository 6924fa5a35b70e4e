import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createBadgeEvaluator } from './badge-evaluator';
import { DEFAULT_RULE_KINDS, defineRuleKind, type BadgeContext } from './badge-rules';

const context = {} as BadgeContext;

/** What a new rule kind (e.g. hotel nights from the property system) would look like. */
const hotelNights = defineRuleKind({
  kind: 'hotelNights',
  schema: z.object({ kind: z.literal('hotelNights'), target: z.number().int().min(1) }),
  evaluate: async (rule) => ({ current: rule.target + 5, target: rule.target, earnedAt: null }),
});

describe('badge evaluator', () => {
  it('hides a rule no registered kind accepts', async () => {
    const evaluator = createBadgeEvaluator(DEFAULT_RULE_KINDS);
    for (const rule of [
      null,
      {},
      { kind: 'hotelNights', target: 3 },
      { kind: 'visitDays', target: 0, filters: [] },
    ]) {
      expect(evaluator.accepts(rule)).toBe(false);
      expect(await evaluator.evaluate(rule, context)).toBeNull();
    }
  });

  it('takes new rule kinds as data and never lets progress pass its target', async () => {
    const evaluator = createBadgeEvaluator([...DEFAULT_RULE_KINDS, hotelNights]);
    expect(evaluator.accepts({ kind: 'hotelNights', target: 3 })).toBe(true);
    expect(await evaluator.evaluate({ kind: 'hotelNights', target: 3 }, context)).toEqual({
      current: 3,
      target: 3,
      earnedAt: null,
    });
  });
});

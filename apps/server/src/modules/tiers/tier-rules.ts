export type TierRow = { number: number; name: string; creditsRequired: number };

/** The calendar-aligned qualification period holding `now` (UTC): 12 months = the calendar year. */
export function qualificationPeriod(now: Date, months: number): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const startMonth = Math.floor(now.getUTCMonth() / months) * months;
  return {
    start: new Date(Date.UTC(year, startMonth, 1)),
    end: new Date(Date.UTC(year, startMonth + months, 1)),
  };
}

/** The highest tier whose threshold the credits reach, and the one above it. */
export function tierFor<T extends TierRow>(
  credits: number,
  ladder: readonly T[],
): { current: T; next: T | null } {
  const sorted = [...ladder].sort((a, b) => a.number - b.number);
  const first = sorted[0];
  if (!first) throw new Error('a tenant needs at least one tier');
  let current = first;
  for (const tier of sorted) if (credits >= tier.creditsRequired) current = tier;
  const next = sorted.find((t) => t.number > current.number) ?? null;
  return { current, next };
}

/** The `count` qualification periods before the one holding `now`, the most recent first. */
export function earlierPeriods(now: Date, months: number, count: number): { start: Date; end: Date }[] {
  const { start } = qualificationPeriod(now, months);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(Date.UTC(year, month - (i + 1) * months, 1)),
    end: new Date(Date.UTC(year, month - i * months, 1)),
  }));
}

/**
 * The downgrade rule (docs/design.md#ledger-and-money-like-state): the tier is the highest reached in the
 * current period or in the periods it is kept through (`creditsByPeriod`: the current period's credits first,
 * then each kept period's), and the next tier is the one above it.
 */
export function tierKept<T extends TierRow>(
  creditsByPeriod: readonly number[],
  ladder: readonly T[],
): { current: T; next: T | null } {
  let best = tierFor(0, ladder);
  for (const credits of creditsByPeriod) {
    const reached = tierFor(credits, ladder);
    if (reached.current.number > best.current.number) best = reached;
  }
  return best;
}

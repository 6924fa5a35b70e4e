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

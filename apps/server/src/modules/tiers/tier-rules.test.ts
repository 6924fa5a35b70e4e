import { describe, expect, it } from 'vitest';
import { earlierPeriods, qualificationPeriod, tierFor, tierKept } from './tier-rules';

const ladder = [
  { number: 2, name: 'Silver', creditsRequired: 1000 },
  { number: 1, name: 'Base', creditsRequired: 0 },
  { number: 3, name: 'Gold', creditsRequired: 5000 },
];

describe('tier rules', () => {
  it('aligns periods to the calendar', () => {
    const now = new Date('2026-11-23T17:00:00Z');
    expect(qualificationPeriod(now, 12)).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(qualificationPeriod(now, 3)).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(qualificationPeriod(new Date('2026-02-10T00:00:00Z'), 1).end).toEqual(
      new Date('2026-03-01T00:00:00Z'),
    );
  });

  it('picks the highest tier reached and the next one', () => {
    expect(tierFor(0, ladder)).toMatchObject({ current: { number: 1 }, next: { number: 2 } });
    expect(tierFor(999, ladder).current.number).toBe(1);
    expect(tierFor(1000, ladder)).toMatchObject({ current: { number: 2 }, next: { number: 3 } });
    expect(tierFor(99_999, ladder)).toMatchObject({ current: { number: 3 }, next: null });
    expect(() => tierFor(10, [])).toThrow();
  });

  it('lists the periods before the current one, the most recent first', () => {
    const now = new Date('2027-01-01T00:00:01Z');
    expect(earlierPeriods(now, 12, 2)).toEqual([
      { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') },
      { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(earlierPeriods(new Date('2026-02-10T00:00:00Z'), 3, 1)).toEqual([
      { start: new Date('2025-10-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(earlierPeriods(now, 12, 0)).toEqual([]);
  });

  it('keeps the highest tier of the current and the kept periods, the next one above it', () => {
    // Gold last year, nothing yet this year: still Gold, with nothing above it.
    expect(tierKept([0, 6000], ladder)).toMatchObject({ current: { number: 3 }, next: null });
    // Silver last year, Gold this year: Gold.
    expect(tierKept([5000, 1000], ladder).current.number).toBe(3);
    // Silver kept from last year, Base so far this year: Silver, Gold next.
    expect(tierKept([10, 1500], ladder)).toMatchObject({ current: { number: 2 }, next: { number: 3 } });
    // No kept period: this period's credits alone.
    expect(tierKept([10], ladder).current.number).toBe(1);
  });
});

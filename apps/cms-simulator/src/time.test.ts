import { describe, expect, it } from 'vitest';
import { addDays, gamingDateOf, isLocalDate, localDateTime, localTimeStamp } from './time';

describe('property time', () => {
  it("is the time zone's wall clock, with no zone", () => {
    expect(localDateTime(new Date('2026-07-01T07:30:00Z'), 'America/Los_Angeles')).toBe(
      '2026-07-01T00:30:00',
    );
    expect(localTimeStamp(new Date('2026-11-30T22:05:09.120Z'), 'America/Los_Angeles')).toBe(
      '2026-11-30T14:05:09.120',
    );
  });

  it('puts play before the 06:00 gaming-day start on the day before', () => {
    expect(gamingDateOf('2026-03-01T05:59:59', 6)).toBe('2026-02-28');
    expect(gamingDateOf('2026-03-01T06:00:00', 6)).toBe('2026-03-01');
  });

  it('adds days across months and knows a real date', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatAsOf } from './as-of-time';

// Local times, so the test means the same in any time zone it runs in.
const copy = new Date(2026, 10, 20, 14, 5).toISOString();
const sameDay = new Date(2026, 10, 20, 18, 30);
const nextDay = new Date(2026, 10, 21, 9, 0);

describe('formatAsOf', () => {
  it('gives hours and minutes in the player’s language when the copy is from today', () => {
    expect(formatAsOf(copy, 'en-US', sameDay)).toMatch(/^2:05\sPM$/);
    expect(formatAsOf(copy, 'en-ZW', sameDay)).toBe('14:05');
    expect(formatAsOf(copy, 'es-MX', sameDay)).toMatch(/^2:05\s?p\.\s?m\.$|^14:05$/);
  });

  it('adds the date when the copy is from another day', () => {
    expect(formatAsOf(copy, 'en-US', nextDay)).toMatch(/^Nov 20, 2026,\s2:05\sPM$/);
    expect(formatAsOf(copy, 'es-MX', nextDay)).toContain('20 nov 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { CmsBrokenAnswerError } from './cms-errors';
import {
  booleanFrom,
  calendarDayFrom,
  centsFrom,
  countFrom,
  gamingDayOf,
  gamingDayStart,
  integerFrom,
  localTimeFrom,
  localTimeText,
  rateFrom,
  requiredTimeFrom,
} from './cms-values';

const LA = 'America/Los_Angeles';
const at = (value: string, zone = LA) => localTimeFrom(value, 'T', zone)?.toISOString();

describe('centsFrom: dollars to cents, half away from zero on the digits', () => {
  it.each([
    ['-335.7858', -33579],
    ['0.005', 1],
    ['-0.005', -1],
    ['0.0049', 0],
    ['-0.0049', 0],
    ['0.285', 29],
    ['1.005', 101],
    ['-1.005', -101],
    ['2.675', 268],
    ['0', 0],
    ['-0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['-12.3449', -1234],
    ['-12.345', -1235],
    ['0004417023.10', 441702310],
    ['9999999999999.9999', 1_000_000_000_000_000],
  ])('%s → %i', (dollars, cents) => {
    expect(centsFrom(dollars, 'Value')).toBe(cents);
    expect(Object.is(centsFrom(dollars, 'Value'), -0)).toBe(false);
  });

  it.each(['', ' 1.00', '1.00 ', '1,00', '1.', '.5', '+1', '1.23456', '1e3', 'NaN', '--1', '12345678901234'])(
    'refuses %j',
    (bad) => {
      expect(() => centsFrom(bad, 'Value')).toThrow(CmsBrokenAnswerError);
    },
  );
});

describe('numbers and booleans', () => {
  it('reads whole numbers and refuses anything else', () => {
    expect(integerFrom('2500', 'P')).toBe(2500);
    expect(integerFrom('-40', 'P')).toBe(-40);
    expect(integerFrom('-0', 'P')).toBe(0);
    for (const bad of ['2.5', '', '1e3', '0x10', ' 1'])
      expect(() => integerFrom(bad, 'P')).toThrow(CmsBrokenAnswerError);
    expect(() => countFrom('-1', 'P')).toThrow(CmsBrokenAnswerError);
  });

  it('reads rates and exactly true / false', () => {
    expect(rateFrom('0.01', 'R')).toBe(0.01);
    for (const bad of ['0', '-0.01', 'abc', ''])
      expect(() => rateFrom(bad, 'R')).toThrow(CmsBrokenAnswerError);
    expect(booleanFrom('true', 'B')).toBe(true);
    expect(booleanFrom('false', 'B')).toBe(false);
    for (const bad of ['True', '1', 'yes', ''])
      expect(() => booleanFrom(bad, 'B')).toThrow(CmsBrokenAnswerError);
  });
});

describe('local times in the tenant zone', () => {
  it('reads standard and daylight times', () => {
    expect(at('2026-01-15T10:00:00')).toBe('2026-01-15T18:00:00.000Z');
    expect(at('2026-07-15T10:00:00')).toBe('2026-07-15T17:00:00.000Z');
    expect(at('2026-11-30T14:05:09.120')).toBe('2026-11-30T22:05:09.120Z');
    expect(at('2026-11-30T14:05:09.1234567')).toBe('2026-11-30T22:05:09.123Z');
    expect(at('2026-07-15')).toBe('2026-07-15T07:00:00.000Z');
    expect(at('2026-07-15T10:00:00', 'Europe/Berlin')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('spring forward (2026-03-08, 02:00 → 03:00): a time in the gap moves forward by the gap', () => {
    expect(at('2026-03-08T01:59:59')).toBe('2026-03-08T09:59:59.000Z');
    expect(at('2026-03-08T02:00:00')).toBe('2026-03-08T10:00:00.000Z');
    expect(at('2026-03-08T02:30:00')).toBe('2026-03-08T10:30:00.000Z');
    expect(localTimeText(new Date('2026-03-08T10:30:00Z'), LA)).toBe('2026-03-08T03:30:00.000');
    expect(at('2026-03-08T03:00:00')).toBe('2026-03-08T10:00:00.000Z');
  });

  it('fall back (2026-11-01, 02:00 → 01:00): a time that happens twice is the earlier one', () => {
    expect(at('2026-11-01T00:59:59')).toBe('2026-11-01T07:59:59.000Z');
    expect(at('2026-11-01T01:00:00')).toBe('2026-11-01T08:00:00.000Z');
    expect(at('2026-11-01T01:30:00')).toBe('2026-11-01T08:30:00.000Z');
    expect(at('2026-11-01T01:59:59')).toBe('2026-11-01T08:59:59.000Z');
    expect(at('2026-11-01T02:00:00')).toBe('2026-11-01T10:00:00.000Z');
  });

  it('writes an instant as zone-less local time, the inverse away from a DST gap', () => {
    expect(localTimeText(new Date('2026-11-30T22:05:09.120Z'), LA)).toBe('2026-11-30T14:05:09.120');
    expect(at(localTimeText(new Date('2026-11-01T08:30:00Z'), LA))).toBe('2026-11-01T08:30:00.000Z');
  });

  it('reads 1900-01-01T00:00:00 as none', () => {
    expect(localTimeFrom('1900-01-01T00:00:00', 'T', LA)).toBeNull();
    expect(localTimeFrom('1900-01-01T00:00:00.000', 'T', LA)).toBeNull();
    expect(localTimeFrom('1900-01-01', 'T', LA)).toBeNull();
    expect(at('1900-01-01T00:00:01')).toBe('1900-01-01T08:00:01.000Z');
    expect(() => requiredTimeFrom('1900-01-01T00:00:00', 'T', LA)).toThrow(CmsBrokenAnswerError);
  });

  it.each([
    '2026-02-29T00:00:00',
    '2026-13-01',
    '2026-04-31',
    '2026-01-01T24:00:00',
    '2026-01-01T10:60:00',
    '2026-01-01T10:00:00Z',
    '2026-01-01T10:00:00-08:00',
    '2026-1-1',
    '',
    'yesterday',
  ])('refuses %j', (bad) => {
    expect(() => localTimeFrom(bad, 'T', LA)).toThrow(CmsBrokenAnswerError);
  });

  it('keeps calendar days as days', () => {
    expect(calendarDayFrom('1961-04-12', 'D')).toBe('1961-04-12');
    expect(calendarDayFrom('1961-04-12T00:00:00', 'D')).toBe('1961-04-12');
    expect(calendarDayFrom('2024-02-29', 'D')).toBe('2024-02-29');
    expect(calendarDayFrom('1900-01-01T00:00:00', 'D')).toBeNull();
    expect(() => calendarDayFrom('1961-04-12T10:00:00', 'D')).toThrow(CmsBrokenAnswerError);
  });
});

describe('gaming days', () => {
  it('start at the gaming-day hour, not at midnight', () => {
    expect(gamingDayOf(new Date('2026-07-15T12:59:59Z'))).toBe('2026-07-14');
    expect(gamingDayOf(new Date('2026-07-15T13:00:00Z'))).toBe('2026-07-15');
    expect(gamingDayOf(new Date('2026-01-01T13:59:00Z'))).toBe('2025-12-31');
    expect(gamingDayOf(new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28');
    expect(gamingDayOf(new Date('2026-07-15T05:00:00Z'), { timeZone: 'UTC', gamingDayStartHour: 0 })).toBe(
      '2026-07-15',
    );
  });

  it('start at the local hour across DST', () => {
    expect(gamingDayStart('2026-03-08').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(gamingDayStart('2026-03-07').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(gamingDayStart('2026-11-01').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(gamingDayOf(gamingDayStart('2026-11-01'))).toBe('2026-11-01');
    expect(gamingDayOf(new Date(gamingDayStart('2026-11-01').getTime() - 1))).toBe('2026-10-31');
  });
});

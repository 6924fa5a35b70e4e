import { describe, expect, it } from 'vitest';
import { enPlural, enUsDate, enUsDollars, enUsNumber, isEnglish } from './en-us-format';

const intlNumber = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const intlPlurals = ['en-US', 'en-ZW', 'en'].map((language) => new Intl.PluralRules(language));

// Points, balances and money as the portal shows them, the roundings Intl does from the shortest
// decimal (1.0005 → 1.001), carries (999.9995 → 1,000), signs kept on a value rounded to zero.
const VALUES = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  26350,
  999999,
  1000000,
  1234567,
  2 ** 53,
  1e20,
  0.5,
  0.25,
  0.1 + 0.2,
  1.0005,
  2.0005,
  1.0004999,
  999.9995,
  999999.9999,
  12.345,
  12.3456,
  263.5,
  0.005,
  0.015,
  1.005,
  2.675,
  -1,
  -0.0001,
  -0.001,
  -0.004,
  -1234.5,
  -999.9995,
  123.456789,
  0.000001,
  0.0004999,
  10.10101,
];

describe('en-US formats without Intl', () => {
  it.each(VALUES)('formats %s as Intl does', (value) => {
    expect(enUsNumber(value)).toBe(intlNumber.format(value));
    expect(enUsDollars(value)).toBe(intlDollars.format(value));
  });

  it('agrees with Intl on many random amounts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 2000; i++) {
      const value = Math.round(random() * 10 ** (i % 12)) / 10 ** (i % 5) + 0; // -0 goes to Intl
      expect([enUsNumber(value), enUsDollars(value)]).toEqual([
        intlNumber.format(value),
        intlDollars.format(value),
      ]);
    }
  });

  it('leaves to Intl what it does not cover: -0, ±∞, NaN and exponents', () => {
    for (const value of [-0, Infinity, -Infinity, NaN, 1e21, 1e-7]) {
      expect(enUsNumber(value)).toBeUndefined();
      expect(enUsDollars(value)).toBeUndefined();
    }
  });

  it('writes each month of a year, in local time, as Intl does', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(enUsDate(date)).toBe(intlDate.format(date));
      }
    }
    const iso = new Date('2026-11-29T03:30:00.000Z');
    expect(enUsDate(iso)).toBe(intlDate.format(iso));
  });

  it('leaves to Intl a year outside 1000–9999 and an invalid date', () => {
    expect(enUsDate(new Date('0999-01-01T12:00:00'))).toBeUndefined();
    expect(enUsDate(new Date('nonsense'))).toBeUndefined();
  });

  it('picks the English plural form as Intl does: 1, -1 and what rounds to them are "one"', () => {
    const counts = [...VALUES, 0.9995, 0.99949, 1.00049, -1.0004, 1.5, 2, 11, 21, 101];
    for (const count of counts) {
      for (const rules of intlPlurals) expect(enPlural(count), String(count)).toBe(rules.select(count));
    }
    for (const count of [-0, Infinity, NaN, 1e21]) expect(enPlural(count)).toBeUndefined();
    expect(['en', 'en-US', 'en-ZW'].every(isEnglish)).toBe(true);
    expect(['es-MX', 'eng', 'fr'].some(isEnglish)).toBe(false);
  });
});

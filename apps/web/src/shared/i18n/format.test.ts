import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatNumber, prepareFormats } from './format';

describe('formats reused per locale', () => {
  it('answer what a new Intl formatter answers, in each locale asked for', () => {
    const iso = '2026-11-25T12:00:00.000Z';
    for (const locale of ['en-US', 'es-MX', 'en-US']) {
      expect(formatNumber(1234567.5, locale)).toBe(new Intl.NumberFormat(locale).format(1234567.5));
      expect(formatDollars(12.5, locale)).toBe(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(12.5),
      );
      expect(formatDate(iso, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
      );
    }
    expect(formatNumber(1000, 'es-MX')).not.toBe(formatNumber(1000, 'de-DE'));
  });

  const { NumberFormat, DateTimeFormat } = Intl;
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
  });

  /** Counts the formatters built from here on. */
  function countBuilt() {
    const built = { numbers: 0, dates: 0 };
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      built.numbers += 1;
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      built.dates += 1;
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat;
    return built;
  }

  it('builds no Intl formatter for en-US (ICU data loads with the first one)', () => {
    const built = countBuilt();
    prepareFormats('en-US');
    expect([formatNumber(26350, 'en-US'), formatDollars(263.5, 'en-US')]).toEqual(['26,350', '$263.50']);
    expect(formatDate(new Date(2026, 10, 29, 12).toISOString(), 'en-US')).toBe('Nov 29, 2026');
    expect(built).toEqual({ numbers: 0, dates: 0 });
    expect(formatNumber(Infinity, 'en-US')).toBe('∞');
    expect(built).toEqual({ numbers: 1, dates: 0 });
  });

  it("builds a locale's formatters once, ahead of use when prepared", () => {
    const built = countBuilt();
    prepareFormats('fr-CA');
    expect(built).toEqual({ numbers: 2, dates: 1 });
    formatNumber(42, 'fr-CA');
    formatDollars(4.2, 'fr-CA');
    formatDate('2026-11-25T12:00:00.000Z', 'fr-CA');
    formatNumber(43, 'fr-CA');
    expect(built).toEqual({ numbers: 2, dates: 1 });
  });
});

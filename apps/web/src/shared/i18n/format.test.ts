import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatNumber, prepareFormats } from './format';

describe('formats reused per locale (issue 10)', () => {
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

  it('preparing a locale changes no answer', () => {
    const before = formatNumber(42, 'fr-FR');
    prepareFormats('fr-FR');
    expect(formatNumber(42, 'fr-FR')).toBe(before);
  });
});

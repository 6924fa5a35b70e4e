import { describe, expect, it } from 'vitest';
import enUS from '../../../public/assets/l10n/en-US.json';
import enZW from '../../../public/assets/l10n/en-ZW.json';
import esMX from '../../../public/assets/l10n/es-MX.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('loyalty strings', () => {
  it('exist in all three languages, and Spanish is Spanish', () => {
    const english = keys(enUS.loyalty).sort();
    expect(english.length).toBeGreaterThan(50);
    expect(keys(esMX.loyalty).sort()).toEqual(english);
    expect(keys(enZW.loyalty).sort()).toEqual(english);
    expect(esMX.loyalty.menu.howItWorks).not.toBe(enUS.loyalty.menu.howItWorks);
  });
});

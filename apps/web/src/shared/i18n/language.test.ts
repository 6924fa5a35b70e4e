import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it.each(['en-US', 'es-MX', 'en-ZW'])('keeps the supported language %s', (lang) => {
    expect(resolveLanguage(lang, null)).toBe(lang);
  });

  it.each([undefined, null, '', 'fr-FR', 'es', 42])('falls back to en-US for %s', (lang) => {
    expect(resolveLanguage(lang, null)).toBe('en-US');
  });

  it('lets the pseudo-locale override the saved language', () => {
    expect(resolveLanguage('en-US', 'es-MX')).toBe('es-MX');
  });

  it('normalises an unsupported pseudo-locale to en-US', () => {
    expect(resolveLanguage('es-MX', 'xx-XX')).toBe('en-US');
  });
});

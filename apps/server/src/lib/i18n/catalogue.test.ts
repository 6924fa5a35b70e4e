import { LANGUAGES } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { english, type MessageKey } from './catalogue';
import { CATALOGUES } from './catalogues';
import { enUS } from './en-us';
import { localizeMessage, render } from './localize-message';

const KEYS = Object.keys(enUS) as MessageKey[];
const paramsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const NAMES = new Set([
  'provider',
  'field',
  'status',
  'grantType',
  'expected',
  'received',
  'options',
  'pattern',
]);
/** A value for each parameter of `key`: a word for a name, else a number in the thousands. */
const sample = (key: MessageKey) =>
  Object.fromEntries(
    paramsOf(enUS[key]).map((name, i) => [name ?? '', NAMES.has(name ?? '') ? `Word${i}` : 1200 + i]),
  );

describe('server message catalogue', () => {
  it.each(LANGUAGES)('has every key in %s, using only parameters en-US gives it', (language) => {
    const catalogue = CATALOGUES[language];
    for (const key of KEYS) {
      const text = catalogue[key];
      expect(text, key).toBeTruthy();
      const unknown = paramsOf(text ?? '').filter((name) => !paramsOf(enUS[key]).includes(name));
      expect(unknown, key).toEqual([]);
    }
  });

  it('translates every key into es-MX', () => {
    const untranslated = KEYS.filter((key) => CATALOGUES['es-MX'][key] === enUS[key]);
    expect(untranslated).toEqual([]);
  });

  it('fills parameters, numbers in the language: es-MX 1,200, en-US as it always was', () => {
    expect(render('es-MX', 'notEnoughPoints', { needed: 1200, balance: 35 })).toBe(
      'No tienes suficientes puntos: se necesitan 1,200 y tu saldo es de 35.',
    );
    expect(english('notEnoughPoints', { needed: 1200, balance: 35 })).toBe(
      'Not enough points: this needs 1200 and the balance is 35.',
    );
    expect(render('es-MX', 'socialExpired', { provider: 'Google' })).toBe(
      'El inicio de sesión con Google venció.',
    );
  });

  it('falls back to en-US for a key a language lacks, never to the key', () => {
    const partial = { ...CATALOGUES, 'es-MX': { offerSoldOut: 'Esta oferta está agotada.' } };
    expect(render('es-MX', 'offerNotFound', {}, partial)).toBe('Offer not found.');
    expect(render('es-MX', 'offerSoldOut', {}, partial)).toBe('Esta oferta está agotada.');
  });

  it('finds each en-US text again and renders it in es-MX with its parameters', () => {
    for (const key of KEYS) {
      const params = sample(key);
      const text = fillEnglish(key, params);
      expect(localizeMessage('es-MX', text), key).toBe(render('es-MX', key, params));
      expect(localizeMessage('en-US', text), key).toBe(text);
      expect(localizeMessage('en-ZW', text), key).toBe(render('en-ZW', key, params));
    }
  });

  it("keeps a zod issue's path and translates its message; an unknown text stays as it is", () => {
    expect(localizeMessage('es-MX', 'pin: pin must be 4 to 8 digits')).toBe(
      'pin: El PIN debe tener de 4 a 8 dígitos',
    );
    expect(localizeMessage('es-MX', 'email: Valid email required')).toBe(
      'email: Se requiere un correo electrónico válido',
    );
    expect(localizeMessage('es-MX', 'card_number is required')).toBe('Falta card_number');
    expect(localizeMessage('es-MX', 'Something else entirely.')).toBe('Something else entirely.');
  });
});

function fillEnglish(key: MessageKey, params: Record<string, string | number>): string {
  return enUS[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog';
import { translate, type Source } from './translate';

const english: Catalog = {
  menu: { home: 'Home' },
  rewards: { count_one: '{{count}} reward', count_other: '{{count}} rewards', count_zero: 'No rewards' },
  days: { left: '{{count}} days' },
  'flat.key': 'Flat',
  nested: { 'dotted.leaf': 'Dotted' },
  onlyEnglish: 'English only',
};
const spanish: Catalog = {
  menu: { home: 'Inicio' },
  rewards: {
    count_one: '{{count}} premio',
    count_many: '{{count}} de premios',
    count_other: '{{count}} premios',
  },
};
const inEnglish: Source[] = [{ language: 'en-US', catalog: english }];
const inSpanish: Source[] = [
  { language: 'es-MX', catalog: spanish },
  { language: 'en-US', catalog: english },
];

describe('translate', () => {
  it('finds a nested key, a flat key with dots and a dotted key inside an object', () => {
    expect(translate(inEnglish, 'menu.home')).toBe('Home');
    expect(translate(inEnglish, 'flat.key')).toBe('Flat');
    expect(translate(inEnglish, 'nested.dotted.leaf')).toBe('Dotted');
  });

  it('picks the plural form by Intl.PluralRules of the language', () => {
    expect(translate(inEnglish, 'rewards.count', { count: 1 })).toBe('1 reward');
    expect(translate(inEnglish, 'rewards.count', { count: 2 })).toBe('2 rewards');
    expect(translate(inSpanish, 'rewards.count', { count: 1 })).toBe('1 premio');
    expect(translate(inSpanish, 'rewards.count', { count: 1000000 })).toBe('1000000 de premios');
  });

  it('prefers a _zero form for 0 and falls back to the bare key without plural forms', () => {
    expect(translate(inEnglish, 'rewards.count', { count: 0 })).toBe('No rewards');
    expect(translate(inEnglish, 'days.left', { count: 4 })).toBe('4 days');
  });

  it('uses the fallback language for a key the language lacks', () => {
    expect(translate(inSpanish, 'menu.home')).toBe('Inicio');
    expect(translate(inSpanish, 'onlyEnglish')).toBe('English only');
  });

  it('answers the interpolated defaultValue, else the key, when no language holds it', () => {
    expect(translate(inEnglish, 'no.such', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe('Hi Ana');
    expect(translate(inEnglish, 'no.such', { defaultValue: '' })).toBe('');
    expect(translate(inEnglish, 'Must be {{min}} long', { min: 8 })).toBe('Must be 8 long');
  });

  it('names the key when it holds an object, as i18next did', () => {
    expect(translate(inEnglish, 'menu')).toBe("key 'menu (en-US)' returned an object instead of string.");
  });
});

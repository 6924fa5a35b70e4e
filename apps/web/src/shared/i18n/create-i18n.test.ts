import { describe, expect, it, vi } from 'vitest';
import type { Catalog } from './catalog';
import { createI18n } from './create-i18n';

const catalogs: Record<string, Catalog> = {
  'en-US': { hello: 'Hello', onlyEnglish: 'English' },
  'es-MX': { hello: 'Hola' },
  'en-ZW': { hello: 'Hello (ZW)' },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(load = vi.fn(async (language: string) => catalogs[language] ?? {})) {
  const onLanguageChanged = vi.fn();
  const i18n = createI18n({ fallbackLanguage: 'en-US', load, onLanguageChanged });
  return { i18n, load, onLanguageChanged };
}

describe('createI18n', () => {
  it('loads the language and the fallback once each, then translates in the language', async () => {
    const { i18n, load, onLanguageChanged } = setup();
    await i18n.changeLanguage('es-MX');
    expect(i18n.language).toBe('es-MX');
    expect(i18n.t('hello')).toBe('Hola');
    expect(i18n.t('onlyEnglish')).toBe('English');
    expect(onLanguageChanged).toHaveBeenLastCalledWith('es-MX');
    await i18n.changeLanguage('en-US');
    await i18n.changeLanguage('es-MX');
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en-US', 'es-MX']);
  });

  it('counts the first language at once, and a later one only once its strings have loaded', async () => {
    const spanish = deferred<Catalog>();
    const { i18n } = setup(
      vi.fn((language: string) =>
        language === 'es-MX' ? spanish.promise : Promise.resolve(catalogs[language] ?? {}),
      ),
    );
    const first = i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    await first;
    const change = i18n.changeLanguage('es-MX');
    await Promise.resolve();
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('hello')).toBe('Hello');
    spanish.resolve(catalogs['es-MX'] ?? {});
    await change;
    expect(i18n.language).toBe('es-MX');
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('lets the latest change win when an earlier one loads last', async () => {
    const spanish = deferred<Catalog>();
    const { i18n } = setup(
      vi.fn((language: string) =>
        language === 'es-MX' ? spanish.promise : Promise.resolve(catalogs[language] ?? {}),
      ),
    );
    await i18n.changeLanguage('en-US');
    const toSpanish = i18n.changeLanguage('es-MX');
    await i18n.changeLanguage('en-ZW');
    spanish.resolve(catalogs['es-MX'] ?? {});
    await toSpanish;
    expect(i18n.language).toBe('en-ZW');
    expect(i18n.t('hello')).toBe('Hello (ZW)');
  });

  it('switches even when the language fails to load, showing the fallback strings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { i18n } = setup(
      vi.fn(async (language: string) => {
        if (language === 'es-MX') throw new Error('offline');
        return catalogs[language] ?? {};
      }),
    );
    await i18n.changeLanguage('es-MX');
    expect(i18n.language).toBe('es-MX');
    expect(i18n.t('hello')).toBe('Hello');
    expect(warn).toHaveBeenCalled();
  });

  it('tells subscribers and hands out a new t when the language changes', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('en-US');
    const before = i18n.t;
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('es-MX');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t).not.toBe(before);
    expect(before('hello')).toBe('Hello');
    unsubscribe();
    await i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('says whether a key exists in the language or the fallback', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('es-MX');
    expect(i18n.exists('hello')).toBe(true);
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('First name')).toBe(false);
  });

  it('uses a catalog added by hand without loading it', async () => {
    const { i18n, load } = setup();
    i18n.addCatalog('en-US', { hello: 'Hi' });
    await i18n.changeLanguage('en-US');
    expect(i18n.t('hello')).toBe('Hi');
    expect(load).not.toHaveBeenCalled();
  });
});

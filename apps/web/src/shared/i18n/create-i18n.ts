import type { Catalog } from './catalog';
import { resolve, translate, type Source, type TFunction } from './translate';

export interface I18n {
  /** The language shown; it changes once the new language's strings have loaded. */
  readonly language: string;
  readonly t: TFunction;
  exists(key: string): boolean;
  /** Loads the language and the fallback (once each), then switches; only the latest call wins. */
  changeLanguage(language: string): Promise<void>;
  addCatalog(language: string, catalog: Catalog): void;
  subscribe(listener: () => void): () => void;
}

export interface I18nOptions {
  fallbackLanguage: string;
  load: (language: string) => Promise<Catalog>;
  onLanguageChanged?: (language: string) => void;
}

export function createI18n({ fallbackLanguage, load, onLanguageChanged }: I18nOptions): I18n {
  const catalogs = new Map<string, Catalog>();
  const loads = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let language = fallbackLanguage;
  let started = false;
  let requested: string | undefined;

  const sources = (lang: string): Source[] =>
    [lang, fallbackLanguage]
      .filter((code, index, codes) => codes.indexOf(code) === index)
      .map((code) => ({ language: code, catalog: catalogs.get(code) }));
  const fixedT =
    (lang: string): TFunction =>
    (key, options) =>
      translate(sources(lang), key, options);
  let t = fixedT(language);

  // A language that failed to load stays failed: its keys fall back, as with i18next's backend.
  const loadOnce = (lang: string): Promise<void> => {
    if (catalogs.has(lang)) return Promise.resolve();
    let loading = loads.get(lang);
    if (!loading) {
      loading = load(lang).then(
        (catalog) => void catalogs.set(lang, catalog),
        (error: unknown) => console.warn(`l10n: loading ${lang} failed`, error),
      );
      loads.set(lang, loading);
    }
    return loading;
  };

  const switchTo = (lang: string) => {
    if (lang !== language) {
      language = lang;
      t = fixedT(lang);
    }
    onLanguageChanged?.(lang);
    for (const listener of listeners) listener();
  };

  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    exists: (key) => resolve(sources(language), key) !== undefined,
    async changeLanguage(lang) {
      requested = lang;
      // Like i18next, the very first language counts at once, before its strings arrive.
      if (!started) {
        started = true;
        language = lang;
        t = fixedT(lang);
      }
      await Promise.all(sources(lang).map((source) => loadOnce(source.language)));
      if (requested !== lang) return;
      requested = undefined;
      switchTo(lang);
    },
    addCatalog(lang, catalog) {
      catalogs.set(lang, catalog);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

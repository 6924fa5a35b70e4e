import { findPath, type Catalog } from './catalog';
import { enPlural, isEnglish } from './en-us-format';
import { interpolate } from './interpolate';

export interface TranslateOptions {
  /** Picks the `_one`/`_other`/… form by Intl.PluralRules and fills `{{count}}`. */
  count?: number;
  /** Shown (and interpolated) when no language holds the key. */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** A language and its strings, in the order they are asked: the current one, then the fallback. */
export interface Source {
  language: string;
  catalog: Catalog | undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  // First load: English without Intl (its first PluralRules loads ICU data on the way to the first paint).
  const english = isEnglish(language) ? enPlural(count) : undefined;
  if (english) return `_${english}`;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

const found = (value: unknown) => value !== undefined && value !== null;

/** The first source's value for the key; with a count, its plural form first (`_zero` for 0). */
export function resolve(sources: readonly Source[], key: string, count?: number): unknown {
  for (const { language, catalog } of sources) {
    const candidates = count === undefined ? [key] : [`${key}${pluralSuffix(language, count)}`, key];
    if (count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const value = findPath(catalog, candidate);
      if (found(value)) return value;
    }
  }
  return undefined;
}

/** i18next's `t` as this app used it: plurals, `{{values}}`, defaultValue, else the key itself. */
export function translate(sources: readonly Source[], key: string, options: TranslateOptions = {}): string {
  const count = typeof options.count === 'number' ? options.count : undefined;
  const value = resolve(sources, key, count);
  if (typeof value === 'object' && value !== null) {
    return `key '${key} (${sources[0]?.language ?? ''})' returned an object instead of string.`;
  }
  const text = found(value) ? String(value) : (options.defaultValue ?? key);
  return interpolate(text, options);
}

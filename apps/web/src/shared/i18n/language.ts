import { STORAGE_KEYS, normalizeLanguage, type Language } from '@patron/contracts';
import { readItem } from '../storage/local-store';

/**
 * docs/product.md#validation: a pseudo-locale in local storage overrides the saved language; anything unknown
 * is en-US.
 */
export function resolveLanguage(savedLanguage: unknown, pseudoLocale: string | null): Language {
  return normalizeLanguage(pseudoLocale ?? savedLanguage);
}

export function readPseudoLocale(): string | null {
  return readItem(STORAGE_KEYS.pseudoLocale);
}

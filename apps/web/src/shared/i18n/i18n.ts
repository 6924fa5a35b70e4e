import { BOOT_DATA_IDS, DEFAULT_LANGUAGE, type Language } from '@patron/contracts';
import { documentParsed, takeInlineData } from '../boot/inline-data';
import type { Catalog } from './catalog';
import { createI18n } from './create-i18n';

/** A language's strings: from the page when the server wrote them into it, else fetched. */
async function fetchCatalog(language: string): Promise<Catalog> {
  const url = `/assets/l10n/${language}.json`;
  await documentParsed();
  const inline = takeInlineData(BOOT_DATA_IDS.catalog, url);
  if (inline && typeof inline === 'object') return inline as Catalog;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`l10n ${language}: ${response.status}`);
  return (await response.json()) as Catalog;
}

/** The app's one translator: strings from public/assets/l10n, en-US for any key a language lacks. */
export const i18n = createI18n({
  fallbackLanguage: DEFAULT_LANGUAGE,
  load: fetchCatalog,
  onLanguageChanged: (language) => {
    document.documentElement.lang = language;
  },
});

export function initI18n(language: Language): Promise<void> {
  return i18n.changeLanguage(language);
}

export function changeLanguage(language: Language): Promise<void> {
  return i18n.changeLanguage(language);
}

import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@patron/contracts';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

const l10nBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/assets/l10n/${language}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`l10n ${language}: ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((data) => callback(null, data))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(l10nBackend).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

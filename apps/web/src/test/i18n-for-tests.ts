import enUS from '../../public/assets/l10n/en-US.json';
import { i18n } from '../shared/i18n/i18n';

export async function initI18nForTests(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
  });
}

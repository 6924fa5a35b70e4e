import enUS from '../../public/assets/l10n/en-US.json';
import { i18n } from '../shared/i18n/i18n';

export async function initI18nForTests(): Promise<void> {
  i18n.addCatalog('en-US', enUS);
  await i18n.changeLanguage('en-US');
}

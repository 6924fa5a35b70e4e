import { normalizeLanguage } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBrand } from '../../../shared/brand/brand-context';
import { updateSettings } from '../../../shared/settings/settings-store';

/**
 * docs/product.md#screens-and-routes: radio choices of the client account's localizations, only when there is
 * a choice.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const { clientAccount } = useBrand();
  const { localizations } = clientAccount;
  if (localizations.length <= 1) return null;
  return (
    <fieldset className="choice-group choice-group--inline">
      <legend>{t('language.legend')}</legend>
      {localizations.map(({ locale, title }) => (
        <label key={locale} className="choice" lang={locale}>
          <input
            type="radio"
            name="session-language"
            value={locale}
            checked={i18n.language === locale}
            onChange={() => updateSettings({ language: normalizeLanguage(locale) })}
          />
          <span>{title}</span>
        </label>
      ))}
    </fieldset>
  );
}

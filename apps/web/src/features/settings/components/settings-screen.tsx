import { normalizeLanguage } from '@patron/contracts';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readPseudoLocale } from '../../../shared/i18n/language';
import { updateSettings, useSettings } from '../../../shared/settings/settings-store';
import { RewardsSettings } from './rewards-settings';
import './settings.css';

export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const pseudoLocale = readPseudoLocale();
  // Only the languages the property offers (its ClientAccount localizations), and no choice of one.
  const languages = [
    ...new Set(useBrand().clientAccount.localizations.map((l) => normalizeLanguage(l.locale))),
  ];

  return (
    <section className="page settings" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      {languages.length > 1 || pseudoLocale ? (
        <fieldset className="choice-group">
          <legend>{t('language.legend')}</legend>
          {languages.length > 1
            ? languages.map((language) => (
                <label key={language} className="choice" lang={language}>
                  <input
                    type="radio"
                    name="language"
                    value={language}
                    checked={settings.language === language}
                    onChange={() => updateSettings({ language })}
                  />
                  <span>{t(`language.${language}`)}</span>
                </label>
              ))
            : null}
          {pseudoLocale ? (
            <p className="muted">{t('settings.pseudoLocale', { value: pseudoLocale })}</p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="choice-group">
        <legend>{t('settings.theme')}</legend>
        {(['light', 'dark'] as const).map((theme) => (
          <label key={theme} className="choice">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={settings.theme === theme}
              onChange={() => updateSettings({ theme })}
            />
            <span>{t(`settings.${theme}`)}</span>
          </label>
        ))}
        <label className="choice">
          <input
            type="checkbox"
            name="autoNightMode"
            aria-describedby="night-mode-hint"
            checked={settings.autoNightMode}
            onChange={(event) => updateSettings({ autoNightMode: event.target.checked })}
          />
          <span>{t('settings.autoNightMode')}</span>
        </label>
        <p id="night-mode-hint" className="muted">
          {t('settings.autoNightModeHint')}
        </p>
      </fieldset>
      <RewardsSettings />
    </section>
  );
}

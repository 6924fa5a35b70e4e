import { useEffect, useLayoutEffect } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { changeLanguage } from '../../shared/i18n/i18n';
import { readPseudoLocale, resolveLanguage } from '../../shared/i18n/language';
import { useSettings } from '../../shared/settings/settings-store';
import { applyTheme } from '../../shared/theme/apply-theme';
import { useActiveTheme } from './use-active-theme';

/** Applies the saved settings: brand tokens of the active theme and the UI language. */
export function SettingsSync() {
  const { branding } = useBrand();
  const theme = useActiveTheme();
  const { language } = useSettings();

  // Before the first paint: a theme applied after it restyles the whole page and flashes the bare one.
  useLayoutEffect(() => {
    if (branding) applyTheme(branding.themes[theme], theme);
  }, [branding, theme]);

  useEffect(() => {
    void changeLanguage(resolveLanguage(language, readPseudoLocale()));
  }, [language]);

  return null;
}

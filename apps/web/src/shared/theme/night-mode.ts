import { NIGHT_MODE_END_HOUR, NIGHT_MODE_START_HOUR } from '@patron/contracts';

export type ThemeName = 'light' | 'dark';

/**
 * docs/product.md#settings: auto night mode makes it dark from 20:00 through 06:59; an invalid theme is
 * light.
 */
export function resolveTheme(settings: { theme?: unknown; autoNightMode?: unknown }, now: Date): ThemeName {
  if (settings.autoNightMode === true) {
    const hour = now.getHours();
    if (hour >= NIGHT_MODE_START_HOUR || hour <= NIGHT_MODE_END_HOUR) return 'dark';
  }
  return settings.theme === 'dark' ? 'dark' : 'light';
}

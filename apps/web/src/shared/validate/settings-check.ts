import { DEFAULT_LANGUAGE, HOT_REWARD_DAYS_DEFAULT, LANGUAGES, type UserSettings } from '@patron/contracts';
import { boolean, integer, object, oneOf, record, string, withFallback, type Check } from './checks';

/** `userSettingsSchema` of the contracts: every invalid field falls back to its default. */
export const userSettingsCheck: Check<UserSettings> = object({
  theme: withFallback(oneOf(['light', 'dark']), 'light'),
  layout: withFallback(oneOf(['slim', 'card']), 'card'),
  autoNightMode: withFallback(boolean, false),
  language: withFallback(oneOf(LANGUAGES), DEFAULT_LANGUAGE),
  hotRewardDays: withFallback(integer(0, 365), HOT_REWARD_DAYS_DEFAULT),
  defaultSort: withFallback(oneOf(['expirationDate', 'name', 'rewardCode']), 'expirationDate'),
  themeSettings: withFallback(record(string(), string()), {}),
});

import { z } from 'zod';
import { HOT_REWARD_DAYS_DEFAULT } from './common/constants';
import { DEFAULT_LANGUAGE, languageSchema } from './common/i18n';

/** docs/product.md#settings user settings, kept in the local settings store. */
export const userSettingsSchema = z.object({
  theme: z.enum(['light', 'dark']).catch('light'),
  layout: z.enum(['slim', 'card']).catch('card'),
  autoNightMode: z.boolean().catch(false),
  language: languageSchema.catch(DEFAULT_LANGUAGE),
  hotRewardDays: z.number().int().min(0).max(365).catch(HOT_REWARD_DAYS_DEFAULT),
  defaultSort: z.enum(['expirationDate', 'name', 'rewardCode']).catch('expirationDate'),
  themeSettings: z.record(z.string(), z.string()).catch({}),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

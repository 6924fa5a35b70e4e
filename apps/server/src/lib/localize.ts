import type { Language } from '@patron/contracts';

type Translated<T> = Partial<Record<string, Partial<T>>>;

/** The row's text in `language`: each field from its translation when there is one, else en-US. */
export function localize<T extends Record<string, unknown>>(
  base: T,
  translations: Translated<T> | null | undefined,
  language: Language,
): T {
  const own = language === 'en-US' ? undefined : translations?.[language];
  if (!own) return base;
  const merged = { ...base };
  for (const key of Object.keys(base) as (keyof T)[]) {
    const value = own[key];
    if (value !== undefined && value !== null && value !== '') merged[key] = value as T[keyof T];
  }
  return merged;
}

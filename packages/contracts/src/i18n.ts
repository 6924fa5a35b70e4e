import { z } from 'zod';

export const LANGUAGES = ['en-US', 'es-MX', 'en-ZW'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** Spec §5: only en-US, es-MX or en-ZW; anything else falls back to en-US. */
export function normalizeLanguage(value: unknown): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/* Zod-free on purpose: the web's first load imports these without the schema library. */
export const LANGUAGES = ['en-US', 'es-MX', 'en-ZW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** docs/product.md#validation: only en-US, es-MX or en-ZW; anything else falls back to en-US. */
export function normalizeLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

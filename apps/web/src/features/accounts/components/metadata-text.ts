import type { I18n } from '../../../shared/i18n/create-i18n';
import type { TFunction } from '../../../shared/i18n/translate';

/**
 * docs/product.md#validation: a metadata label or message may be a translation key with fallback text. Plain
 * text from the metadata is the property's English wording: shown as is in English, replaced by our own
 * translation of the same thing in the other languages.
 */
export function metadataText(text: string, translatedFallback: string, t: TFunction, i18n: I18n): string {
  if (i18n.exists(text)) return t(text);
  return i18n.language.startsWith('en') ? text : translatedFallback;
}

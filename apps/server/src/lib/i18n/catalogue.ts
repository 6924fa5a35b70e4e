import type { Language } from '@patron/contracts';
import { enUS } from './en-us';

export type MessageKey = keyof typeof enUS;

/** The `{name}` parameters of a template, as an object type. */
type ParamsOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string | number }
  : Record<never, never>;

export type MessageParams<K extends MessageKey> = ParamsOf<(typeof enUS)[K]>;

/** A language's templates: every key of en-US, each with the same parameters. */
export type Catalogue = Record<MessageKey, string>;

const numberFormats = new Map<Language, Intl.NumberFormat>();
const numberFormat = (language: Language) => {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
};

/**
 * `template` with each `{name}` filled: a number in the language's digits (es-MX "1,200"), except in
 * en-US, whose texts keep the digits they always had; a parameter missing stays `{name}`.
 */
export function fill(template: string, params: Record<string, string | number>, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number' && language !== 'en-US') return numberFormat(language).format(value);
    return String(value);
  });
}

/** The en-US text of `key`: what a DomainError carries and what every translation starts from. */
export function english<K extends MessageKey>(
  key: K,
  ...params: keyof MessageParams<K> extends never ? [] : [MessageParams<K>]
): string {
  return fill(enUS[key], params[0] ?? {}, 'en-US');
}

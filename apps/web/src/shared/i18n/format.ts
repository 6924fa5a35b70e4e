/*
 * Numbers and money in the player's language (docs/product.md#validation languages); amounts are US dollars.
 * Building an Intl formatter costs about a millisecond on a phone (a dashboard built
 * dozens of them per render), so each locale's formatter is built once and reused; en-US, the default
 * language, is written without one (en-us-format.ts).
 */
import { enUsDate, enUsDollars, enUsNumber } from './en-us-format';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dollarFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, create: () => F): F {
  let format = cache.get(locale);
  if (!format) {
    format = create();
    cache.set(locale, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string): string {
  if (locale === 'en-US') return enUsNumber(value) ?? intlNumber(value, locale);
  return intlNumber(value, locale);
}

function intlNumber(value: number, locale: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

export function formatDollars(value: number, locale: string): string {
  if (locale === 'en-US') return enUsDollars(value) ?? intlDollars(value, locale);
  return intlDollars(value, locale);
}

function intlDollars(value: number, locale: string): string {
  return cached(
    dollarFormats,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  ).format(value);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (locale === 'en-US') return enUsDate(date) ?? intlDate(date, locale);
  return intlDate(date, locale);
}

function intlDate(date: Date, locale: string): string {
  return cached(dateFormats, locale, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    date,
  );
}

/**
 * Builds a locale's formatters ahead of their first use: the first one of a page also loads the
 * locale's data, tens of milliseconds on a phone, better spent while the page waits for the network.
 * en-US needs none (en-us-format.ts).
 */
export function prepareFormats(locale: string): void {
  if (locale === 'en-US') return;
  formatNumber(0, locale);
  formatDollars(0, locale);
  formatDate(new Date(0).toISOString(), locale);
}

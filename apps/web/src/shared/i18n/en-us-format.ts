/*
 * First load: en-US, the default language, formatted (and English plurals picked) without Intl. A
 * page's first Intl formatter loads the ICU locale data: about 70 ms on this machine and four times
 * that on Lighthouse's phone, on the way to the dashboard's first paint. The output is Intl's,
 * character for character (en-us-format.test.ts compares them); a value these do not cover answers
 * undefined and goes to Intl.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Digits of a non-negative decimal string, with a comma between each group of three. */
function grouped(digits: string): string {
  const dot = digits.indexOf('.');
  const whole = dot < 0 ? digits : digits.slice(0, dot);
  const rest = dot < 0 ? '' : digits.slice(dot);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + rest;
}

/**
 * |value| to `places` decimals, as Intl rounds: the shortest decimal that reads back as the value
 * (`1.0005`, not the binary 1.000499…), half away from zero. Undefined for -0, ±∞, NaN, and values
 * JavaScript writes with an exponent (below 1e-6, from 1e21).
 */
function rounded(value: number, places: number): string | undefined {
  if (!Number.isFinite(value) || Object.is(value, -0)) return undefined;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let units = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** `new Intl.NumberFormat('en-US').format(value)`: at most three decimals, trailing zeros dropped. */
export function enUsNumber(value: number): string | undefined {
  const text = rounded(value, 3);
  if (text === undefined) return undefined;
  return (value < 0 ? '-' : '') + grouped(text.replace(/\.?0+$/, ''));
}

/** `new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)`. */
export function enUsDollars(value: number): string | undefined {
  const text = rounded(value, 2);
  if (text === undefined) return undefined;
  return (value < 0 ? '-$' : '$') + grouped(text);
}

/** `new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date)`, e.g. `Nov 29, 2026`. */
export function enUsDate(date: Date): string | undefined {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return undefined;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year}`;
}

/**
 * `new Intl.PluralRules(language).select(count)` for English (every `en` locale has CLDR's two
 * forms): "one" when the count reads as 1 at Intl's three decimals (-1 and 0.9995 too), else "other".
 */
export function enPlural(count: number): 'one' | 'other' | undefined {
  const text = rounded(count, 3);
  if (text === undefined) return undefined;
  return text === '1.000' ? 'one' : 'other';
}

export const isEnglish = (language: string) => language === 'en' || language.startsWith('en-');

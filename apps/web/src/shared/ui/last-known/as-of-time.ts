const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a last-known copy was read, in the player's language: hours and minutes, with the date too
 * when that was not today. Only a stale answer needs it, so the home's first load builds no formatter.
 */
export function formatAsOf(iso: string, locale: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (sameLocalDay(at, now))
    return cached(timeFormats, locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  return cached(dateTimeFormats, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

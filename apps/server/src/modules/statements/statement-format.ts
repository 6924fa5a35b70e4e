import type { Currency, Language } from '@patron/contracts';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Money in cents as the language writes dollars. */
export function formatCents(cents: number, language: Language): string {
  return plain(new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100));
}

/** An amount of a currency: points and credits in units, comp dollars and free play in cents. */
export function formatAmount(amount: number, currency: Currency, language: Language, signed = false): string {
  const text =
    currency === 'compDollars' || currency === 'freePlay'
      ? formatCents(Math.abs(amount), language)
      : new Intl.NumberFormat(language).format(Math.abs(amount));
  if (amount < 0) return `-${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}

export function formatDateTime(iso: string | Date, language: Language, timeZone = 'UTC'): string {
  return plain(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    ),
  );
}

export function formatDate(iso: string | Date, language: Language, timeZone = 'UTC'): string {
  return plain(new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(iso)));
}

/** The zone as a reader knows it, with its IANA name: "Pacific Time (America/Los_Angeles)". */
export function zoneName(timeZone: string, language: Language): string {
  const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return part && part !== timeZone ? `${plain(part)}, ${timeZone}` : timeZone;
}

import type { Currency } from '@patron/contracts';
import type { TFunction } from '../../../shared/i18n/translate';
import { formatDollars, formatNumber } from '../../../shared/i18n/format';

/** Points and credits are units; comp dollars, free play and win/loss figures are cents. */
export function formatAmount(amount: number, currency: Currency, locale: string, signed = false): string {
  const abs = Math.abs(amount);
  const text =
    currency === 'compDollars' || currency === 'freePlay'
      ? formatDollars(abs / 100, locale)
      : formatNumber(abs, locale);
  if (amount < 0) return `−${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}

export const formatCents = (cents: number, locale: string) => {
  const text = formatDollars(Math.abs(cents) / 100, locale);
  return cents < 0 ? `−${text}` : text;
};

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const KNOWN_SOURCES = ['cms', 'promotion', 'portal', 'system'] as const;

/** Where a movement came from: the casino system, a promotion, the portal, or a staff member. */
export function sourceLabel(t: TFunction, source: string): string {
  if (source.startsWith('staff:')) return t('statements.sources.staff', { id: source.slice(6) });
  const known = KNOWN_SOURCES.find((s) => s === source);
  return known ? t(`statements.sources.${known}`) : source;
}

import type { PointsLot } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatNumber } from '../../../shared/i18n/format';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { usePointsLots } from '../api/get-points-lots';
import { localDay } from '../api/period';

type Day = { day: string; points: number; labels: string[] };
type Month = { key: string; days: Day[] };

/** Lots grouped by the local day they expire, days grouped by month; lots without expiry apart. */
export function groupByExpiry(lots: PointsLot[]): { months: Month[]; neverExpire: number } {
  const months = new Map<string, Map<string, Day>>();
  let neverExpire = 0;
  for (const lot of lots) {
    if (!lot.expiresAt) {
      neverExpire += lot.remaining;
      continue;
    }
    const day = localDay(new Date(lot.expiresAt));
    const month = months.get(day.slice(0, 7)) ?? new Map<string, Day>();
    months.set(day.slice(0, 7), month);
    const entry = month.get(day) ?? { day, points: 0, labels: [] };
    entry.points += lot.remaining;
    entry.labels.push(lot.label);
    month.set(day, entry);
  }
  return {
    months: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, days]) => ({
        key,
        days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
      })),
    neverExpire,
  };
}

const atNoon = (day: string) => new Date(`${day}T12:00:00`);

/**
 * docs/design.md#ledger-and-money-like-state: what expires when, as a calendar of the days points run out.
 */
export function ExpiryCalendar() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const lots = usePointsLots();
  const grouped = lots.data ? groupByExpiry(lots.data.data) : null;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <section className="statements__card" aria-labelledby="expiry-heading">
      <h2 id="expiry-heading">{t('statements.expiry.heading')}</h2>
      {lots.isPending ? <p role="status">{t('statements.loading')}</p> : null}
      {lots.isError ? (
        <ReadFailure
          error={lots.error}
          fallback={t('statements.loadFailed')}
          onRetry={() => lots.refetch()}
        />
      ) : null}
      <AsOfNotice answers={[lots.data]} />
      {grouped && grouped.months.length === 0 && grouped.neverExpire === 0 ? (
        <p className="muted">{t('statements.expiry.none')}</p>
      ) : null}
      {grouped ? (
        <ol className="statements__months">
          {grouped.months.map((month) => (
            <li key={month.key}>
              <h3 className="statements__month">{monthName.format(atNoon(`${month.key}-01`))}</h3>
              <ul className="statements__days">
                {month.days.map((day) => (
                  <li key={day.day} className="statements__day">
                    <time className="statements__day-date" dateTime={day.day}>
                      {dayName.format(atNoon(day.day))}
                    </time>
                    <span className="statements__day-points">
                      {t('statements.expiry.points', { points: formatNumber(day.points, locale) })}
                    </span>
                    <span className="statements__meta">{day.labels.join(', ')}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      {grouped && grouped.neverExpire > 0 ? (
        <p>{t('statements.expiry.never', { points: formatNumber(grouped.neverExpire, locale) })}</p>
      ) : null}
    </section>
  );
}

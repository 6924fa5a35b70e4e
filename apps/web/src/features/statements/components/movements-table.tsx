import type { StatementMovement } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatDateTime, sourceLabel } from './amounts';

/** The movements with reason, label, source and running balance; scrolls sideways on a phone. */
export function MovementsTable({ movements }: { movements: StatementMovement[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <div
      className="statements__scroll"
      role="region"
      aria-label={t('statements.rewards.tableLabel')}
      tabIndex={0}
    >
      <table className="statements__table">
        <caption className="visually-hidden">{t('statements.rewards.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statements.columns.description')}</th>
            <th scope="col" className="statements__num">
              {t('statements.columns.amount')}
            </th>
            <th scope="col" className="statements__num">
              {t('statements.columns.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m) => (
            <tr key={m.id}>
              <td>
                <span className="statements__label">{m.label}</span>
                <span className="statements__meta">
                  <time dateTime={m.at}>{formatDateTime(m.at, locale)}</time>
                </span>
                <span className="statements__meta">
                  {t(`statements.kinds.${m.kind}`)} · {sourceLabel(t, m.source)}
                </span>
              </td>
              <td className="statements__num">
                <span className={m.amount < 0 ? 'statements__debit' : 'statements__credit'}>
                  {formatAmount(m.amount, m.currency, locale, true)}
                </span>
                <span className="statements__meta">{t(`statements.currencies.${m.currency}`)}</span>
              </td>
              <td className="statements__num">{formatAmount(m.balanceAfter, m.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { WinLossStatement } from '@patron/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatNumber } from '../../../shared/i18n/format';
import { formatCents, formatDateTime } from './amounts';

/** One year's win/loss: totals, the table by game type, and the property's disclaimer. */
export function WinLossReport({ statement }: { statement: WinLossStatement }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (cents: number) => formatCents(cents, locale);
  const disclaimerId = useId();
  const { totals } = statement;
  return (
    <section
      className="statements__card"
      aria-labelledby="win-loss-year-heading"
      aria-describedby={disclaimerId}
    >
      <h2 id="win-loss-year-heading">
        {t('statements.winLoss.yearHeading', { year: statement.year })}{' '}
        <span className="statements__badge">{t('statements.winLoss.estimate')}</span>
      </h2>
      <p className="muted">
        {t('statements.winLoss.generated', { at: formatDateTime(statement.generatedAt, locale) })}
      </p>
      {totals.sessions === 0 ? (
        <p className="muted">{t('statements.winLoss.noPlay', { year: statement.year })}</p>
      ) : (
        <>
          <dl className="statements__totals">
            <div>
              <dt>{t('statements.winLoss.sessions')}</dt>
              <dd>{formatNumber(totals.sessions, locale)}</dd>
            </div>
            <div>
              <dt>{t('statements.winLoss.played')}</dt>
              <dd>{money(totals.played)}</dd>
            </div>
            <div>
              <dt>{t('statements.winLoss.won')}</dt>
              <dd>{money(totals.won)}</dd>
            </div>
            <div>
              <dt>{t('statements.winLoss.net')}</dt>
              <dd className={totals.net < 0 ? 'statements__debit' : 'statements__credit'}>
                {money(totals.net)}
              </dd>
            </div>
          </dl>
          <div
            className="statements__scroll"
            role="region"
            aria-label={t('statements.winLoss.byGameType')}
            tabIndex={0}
          >
            <table className="statements__table statements__table--stack">
              <caption className="visually-hidden">{t('statements.winLoss.byGameType')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statements.winLoss.gameType')}</th>
                  <th scope="col" className="statements__num">
                    {t('statements.winLoss.played')}
                  </th>
                  <th scope="col" className="statements__num">
                    {t('statements.winLoss.won')}
                  </th>
                  <th scope="col" className="statements__num">
                    {t('statements.winLoss.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.byGameType.map((game) => (
                  <tr key={game.gameType}>
                    <th scope="row">
                      {t(`statements.gameTypes.${game.gameType}`)}
                      <span className="statements__meta">
                        {t(`statements.categories.${game.category}`)} ·{' '}
                        {t('statements.winLoss.sessionCount', { count: game.sessions })}
                      </span>
                    </th>
                    <td className="statements__num" data-label={t('statements.winLoss.played')}>
                      {money(game.played)}
                    </td>
                    <td className="statements__num" data-label={t('statements.winLoss.won')}>
                      {money(game.won)}
                    </td>
                    <td className="statements__num" data-label={t('statements.winLoss.net')}>
                      {money(game.net)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p id={disclaimerId} className="statements__disclaimer">
        <strong>{t('statements.winLoss.disclaimerTitle')}</strong> {statement.disclaimer}
      </p>
    </section>
  );
}

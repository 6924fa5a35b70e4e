import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/http/paths';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { statementQuery, useRewardsStatement } from '../api/get-rewards-statement';
import { lastTwelveMonths } from '../api/period';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { ExpiryCalendar } from './expiry-calendar';
import { MovementsTable } from './movements-table';
import { Pager } from './pager';
import { PdfButton } from './pdf-button';
import { StatementFilters, type FilterValues } from './statement-filters';
import './statements.css';

const PAGE_SIZE = 20;

/**
 * docs/product.md#screens-and-routes `reward-statement`: every movement with its reason and running balance,
 * and what expires when.
 */
export function RewardsStatementScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [values, setValues] = useState<FilterValues>(() => ({ ...lastTwelveMonths(), currency: undefined }));
  const [page, setPage] = useState(1);
  const reversed = Boolean(values.from && values.to && values.from > values.to);
  const filters = { ...values, pageNumber: page, pageSize: PAGE_SIZE };
  const movements = useRewardsStatement(filters, loggedIn && !reversed);

  const change = (next: FilterValues) => {
    setValues(next);
    setPage(1);
  };

  return (
    <section className="page statements" aria-labelledby="rewards-statement-heading">
      <h1 id="rewards-statement-heading">{t('statements.titles.rewards')}</h1>
      <StatementFilters
        values={values}
        error={reversed ? t('statements.filters.reversed') : undefined}
        onChange={change}
      />
      <div className="statements__actions">
        <PdfButton
          url={paths.rewardsStatementPdf(statementQuery(filters))}
          filename={`rewards-statement-${values.from || 'start'}-${values.to || 'today'}.pdf`}
          label={t('statements.rewards.pdf')}
        />
      </div>
      <section
        className="statements__card"
        aria-labelledby="movements-heading"
        aria-busy={movements.isFetching}
      >
        <h2 id="movements-heading">{t('statements.rewards.movements')}</h2>
        {movements.isPending && !reversed ? <p role="status">{t('statements.loading')}</p> : null}
        {movements.isError ? (
          <ReadFailure
            error={movements.error}
            fallback={t('statements.loadFailed')}
            onRetry={() => movements.refetch()}
          />
        ) : null}
        {reversed ? null : <AsOfNotice answers={[movements.data]} />}
        {movements.data && !reversed ? (
          movements.data.total === 0 ? (
            <p className="muted">{t('statements.rewards.empty')}</p>
          ) : (
            <>
              <p className="muted">{t('statements.rewards.count', { count: movements.data.total })}</p>
              <MovementsTable movements={movements.data.data} />
              <Pager page={page} pageSize={PAGE_SIZE} total={movements.data.total} onPage={setPage} />
            </>
          )
        ) : null}
      </section>
      <ExpiryCalendar />
    </section>
  );
}

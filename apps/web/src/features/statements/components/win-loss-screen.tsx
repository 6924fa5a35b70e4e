import type { StepUpToken } from '@patron/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { HttpError } from '../../../shared/http/http-error';
import { paths } from '../../../shared/http/paths';
import { readModeFlags } from '../../../shared/storage/local-store';
import { statementKeys } from '../api/statement-keys';
import { useWinLoss, winLossPdfHeaders } from '../api/win-loss';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { PdfButton } from './pdf-button';
import { WinLossReport } from './win-loss-report';
import { WinLossUnlock } from './win-loss-unlock';
import './statements.css';

type StepUp = { token: string; expiresAt: number };

/**
 * docs/product.md#screens-and-routes `win-loss`: asks for the password or PIN first, then shows a year and
 * its PDF. The token lives in this component only; leaving the screen drops it and the figures from the
 * cache.
 */
export function WinLossScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const flags = readModeFlags();
  const kioskLike = location.pathname.startsWith('/kiosk/') || flags.kioskMode || flags.tabletMode;
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const [notice, setNotice] = useState<string>();
  const [year, setYear] = useState(() => new Date().getFullYear() - 1);
  const statement = useWinLoss(year, stepUp?.token ?? null);
  const yearId = useId();

  const lock = (message?: string) => {
    setStepUp(null);
    setNotice(message);
    queryClient.removeQueries({ queryKey: statementKeys.winLoss() });
  };

  useEffect(() => () => queryClient.removeQueries({ queryKey: statementKeys.winLoss() }), [queryClient]);

  useEffect(() => {
    if (!stepUp) return;
    const timer = setTimeout(() => lock(t('statements.winLoss.expired')), stepUp.expiresAt - Date.now());
    return () => clearTimeout(timer);
  }, [stepUp]);

  useEffect(() => {
    if (statement.error instanceof HttpError && statement.error.status === 403)
      lock(t('statements.winLoss.expired'));
  }, [statement.error]);

  const unlocked = (token: StepUpToken) => {
    setNotice(undefined);
    setStepUp({ token: token.token, expiresAt: Date.now() + token.expiresIn * 1000 });
  };

  const years = [...new Set([...(statement.data?.years ?? []), year])].sort((a, b) => b - a);

  return (
    <section className="page statements" aria-labelledby="win-loss-heading">
      <h1 id="win-loss-heading">{t('statements.titles.winLoss')}</h1>
      {!stepUp ? (
        <WinLossUnlock kioskLike={kioskLike} notice={notice} onUnlocked={unlocked} />
      ) : (
        <>
          <div className="statements__toolbar">
            <div className="field">
              <label className="field__label" htmlFor={yearId}>
                {t('statements.winLoss.year')}
              </label>
              <select
                id={yearId}
                className="field__input"
                value={year}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {years.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            <PdfButton
              url={paths.winLossPdf(year)}
              filename={`win-loss-${year}.pdf`}
              headers={winLossPdfHeaders(stepUp.token)}
              label={t('statements.winLoss.pdf', { year })}
            />
            <button type="button" className="button" onClick={() => lock()}>
              {t('statements.winLoss.lock')}
            </button>
          </div>
          {statement.isPending ? <p role="status">{t('statements.loading')}</p> : null}
          {statement.isError && !(statement.error instanceof HttpError && statement.error.status === 403) ? (
            <ReadFailure
              error={statement.error}
              fallback={t('statements.loadFailed')}
              onRetry={() => statement.refetch()}
            />
          ) : null}
          <AsOfNotice answers={[statement.data]} />
          {statement.data ? <WinLossReport statement={statement.data} /> : null}
        </>
      )}
    </section>
  );
}

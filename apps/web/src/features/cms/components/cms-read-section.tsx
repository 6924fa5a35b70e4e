import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCmsRead } from '../api/casino-system-debug';
import type { CmsRead } from '../api/cms-reads';
import { XmlTree } from './xml-tree';

/** One read of the casino system: its status, an error answer's code plainly, the parsed answer. */
export function CmsReadSection({
  read,
  baseUrl,
  playerId,
}: {
  read: CmsRead;
  baseUrl: string;
  playerId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const path = read.path(playerId);
  const query = useCmsRead(baseUrl, path);
  const answer = query.data;
  return (
    <section className="cms-read" aria-labelledby={headingId} aria-busy={query.isPending}>
      <h2 id={headingId} className="cms-read__heading">
        {read.name}
      </h2>
      <p className="cms-read__request">
        <code>GET {path}</code>
      </p>
      {query.isPending && <p role="status">{t('casinoSystem.loading')}</p>}
      {query.isError && <p className="cms-read__problem">{t('casinoSystem.unreachable')}</p>}
      {answer && (
        <>
          <dl className="cms-read__facts">
            <div>
              <dt>{t('casinoSystem.status')}</dt>
              <dd>{answer.status}</dd>
            </div>
            {answer.error && (
              <>
                <div>
                  <dt>{t('casinoSystem.errorCode')}</dt>
                  <dd className="cms-read__problem">
                    <strong>{answer.error.code}</strong>
                  </dd>
                </div>
                <div>
                  <dt>{t('casinoSystem.errorDescription')}</dt>
                  <dd>{answer.error.description}</dd>
                </div>
              </>
            )}
          </dl>
          {answer.parsed.ok ? (
            <details className="cms-read__answer" open={!answer.error}>
              <summary>{t('casinoSystem.answer')}</summary>
              <XmlTree value={answer.parsed.value} />
            </details>
          ) : (
            <p className="cms-read__problem">{t(`casinoSystem.refused.${answer.parsed.reason}`)}</p>
          )}
        </>
      )}
    </section>
  );
}

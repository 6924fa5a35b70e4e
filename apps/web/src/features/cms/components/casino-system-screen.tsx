import { Navigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { HttpError } from '../../../shared/http/http-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useCasinoSystemDebug } from '../api/casino-system-debug';
import { CMS_READS } from '../api/cms-reads';
import { CmsReadSection } from './cms-read-section';
import './casino-system.css';

/**
 * '/casino-system', development only: what the signed-in player's casino system answers to each
 * read of its test API, called from the browser (docs/casino-system.md#cms-simulator). The server
 * decides whether it exists: without its dev route (production) or a casino system for the tenant,
 * the screen leads home.
 */
export function CasinoSystemScreen() {
  const { t } = useTranslation();
  const debug = useCasinoSystemDebug();
  if (debug.isPending) return <LoadingScreen stage="loadingData" />;
  if (debug.isError) {
    if (debug.error instanceof HttpError && debug.error.status === 404)
      return <Navigate to={paths.root.getHref()} replace />;
    return (
      <main id="main-content" className="casino-system">
        <h1>{t('casinoSystem.heading')}</h1>
        <p role="alert">{t('casinoSystem.failed')}</p>
        <button type="button" className="button" onClick={() => void debug.refetch()}>
          {t('app.retry')}
        </button>
      </main>
    );
  }
  const { baseUrl, playerId } = debug.data;
  return (
    <main id="main-content" className="casino-system">
      <h1>{t('casinoSystem.heading')}</h1>
      <p>{t('casinoSystem.intro')}</p>
      <dl className="cms-read__facts">
        <div>
          <dt>{t('casinoSystem.baseUrl')}</dt>
          <dd>
            <code>{baseUrl}</code>
          </dd>
        </div>
        <div>
          <dt>{t('casinoSystem.playerId')}</dt>
          <dd>
            <code>{playerId}</code>
          </dd>
        </div>
      </dl>
      {CMS_READS.map((read) => (
        <CmsReadSection key={read.name} read={read} baseUrl={baseUrl} playerId={playerId} />
      ))}
    </main>
  );
}

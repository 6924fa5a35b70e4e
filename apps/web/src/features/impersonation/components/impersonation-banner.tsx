import { useTranslation } from '../../../shared/i18n/use-translation';
import { useImpersonation } from '../api/impersonation-claims';
import './impersonation.css';

/** docs/design.md#identity-and-sessions: while a manager acts as a patron, every layout screen says so. */
export function ImpersonationBanner({ onEnd }: { onEnd: (patronId: string) => void }) {
  const { t } = useTranslation();
  const acting = useImpersonation();
  if (!acting) return null;
  return (
    <section className="impersonation-banner" aria-label={t('impersonation.bannerLabel')}>
      <p className="impersonation-banner__text">{t('impersonation.banner', { ...acting })}</p>
      <button type="button" className="button" onClick={() => onEnd(acting.patronId)}>
        {t('impersonation.end')}
      </button>
    </section>
  );
}

import { useTranslation } from '../../../shared/i18n/use-translation';

export function SigningInStatus() {
  const { t } = useTranslation();
  return (
    <section className="session-card session-card--status" aria-busy="true">
      <span className="signing-in__spinner" aria-hidden="true" />
      <p role="status">{t('signInPaths.signingIn')}</p>
    </section>
  );
}

import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * docs/product.md#screens-and-routes: unverified players see a warning with the pending title and message.
 */
export function PendingAlert() {
  const { t } = useTranslation();
  return (
    <div className="alert alert--warning" role="alert" aria-labelledby="pending-title">
      <h2 id="pending-title" className="alert__title">
        {t('pending.title')}
      </h2>
      <p className="alert__message">{t('pending.message')}</p>
    </div>
  );
}

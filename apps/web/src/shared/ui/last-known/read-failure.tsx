import { useTranslation } from '../../i18n/use-translation';
import { casinoUnavailableMessage } from './casino-unavailable';
import './last-known.css';

interface ReadFailureProps {
  error: unknown;
  /** What the screen said of a failed read before: used for any failure but the casino system's. */
  fallback: string;
  /** Refetches the read(s) that failed. */
  onRetry: () => unknown;
}

/**
 * A read that failed, in place of its data: the casino system's own words when it is not answering
 * (503, docs/design.md#casino-management-system-connector), else the screen's message, and a way to try
 * again. The http client has already notified the server's message (docs/product.md#errors).
 */
export function ReadFailure({ error, fallback, onRetry }: ReadFailureProps) {
  const { t } = useTranslation();
  const unavailable = casinoUnavailableMessage(error);
  return (
    <div className="read-failure" role="alert">
      <p className="read-failure__message">
        {unavailable === undefined ? fallback : unavailable || t('lastKnown.unavailable')}
      </p>
      <button type="button" className="button" onClick={() => void onRetry()}>
        {t('app.retry')}
      </button>
    </div>
  );
}

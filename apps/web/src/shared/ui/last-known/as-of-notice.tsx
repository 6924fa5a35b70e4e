import type { LastKnown } from '@patron/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { formatAsOf } from './as-of-time';
import { oldestStale } from './oldest-stale';
import './last-known.css';

interface AsOfNoticeProps {
  /** The answers the screen shows (balances, tier, a list…); undefined while one is on its way. */
  answers: readonly (LastKnown | null | undefined)[];
}

/**
 * docs/design.md#casino-management-system-connector: when the casino system does not answer, a read may
 * give the player's last-known copy; the screen says so, politely, as a status line (not a toast).
 */
export function AsOfNotice({ answers }: AsOfNoticeProps) {
  const { t, i18n } = useTranslation();
  const found = oldestStale(answers);
  if (!found.stale) return null;
  return (
    <p className="as-of" role="status">
      {found.asOf
        ? t('lastKnown.asOf', { time: formatAsOf(found.asOf, i18n.language) })
        : t('lastKnown.asOfUnknown')}
    </p>
  );
}

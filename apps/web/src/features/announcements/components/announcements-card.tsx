import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/card/card';
import { announcementKeys, useAnnouncements } from '../api/get-announcements';
import { AnnouncementItem } from './announcement-item';
import './announcements.css';

/** The property's news feed on the dashboard, newest first (docs/design.md#loyalty-api). */
export function AnnouncementsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const news = useAnnouncements();
  // First load: the feed renders in a deferred pass, in slices, not in the task its answer came in.
  const shown = useDeferredValue(news.data);
  const refresh = () => queryClient.refetchQueries({ queryKey: announcementKeys.all });

  return (
    <Card title={t('loyalty.news.title')} onRefresh={refresh} className="card--wide">
      {!shown && !news.isError ? <p className="muted">{t('card.loading')}</p> : null}
      {news.isError ? <p role="alert">{t('dashboard.loadFailed')}</p> : null}
      {shown ? (
        shown.length > 0 ? (
          <ul className="news" aria-label={t('loyalty.news.title')}>
            {shown.map((item) => (
              <AnnouncementItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('loyalty.news.none')}</p>
        )
      ) : null}
    </Card>
  );
}

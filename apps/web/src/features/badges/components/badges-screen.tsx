import type { Badge } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBadges } from '../api/get-badges';
import { BadgeItem } from './badge-item';
import './badges.css';

function BadgeGroup({ title, badges, empty }: { title: string; badges: Badge[]; empty: string }) {
  return (
    <section className="badge-group" aria-label={title}>
      <h2>{title}</h2>
      {badges.length > 0 ? (
        <ul className="badges__list">
          {badges.map((badge) => (
            <BadgeItem key={badge.id} badge={badge} />
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}

/** `medallions`: the player's badges, earned first, then those in progress. */
export function BadgesScreen() {
  const { t } = useTranslation();
  const badges = useBadges();
  const all = badges.data?.data ?? [];
  const earned = all.filter((badge) => badge.earnedAt !== null);
  const inProgress = all.filter((badge) => badge.earnedAt === null);

  return (
    <section className="page badges" aria-labelledby="badges-heading">
      <h1 id="badges-heading">{t('loyalty.badges.heading')}</h1>
      {badges.isPending ? <p role="status">{t('card.loading')}</p> : null}
      {badges.isError ? <p role="alert">{t('dashboard.loadFailed')}</p> : null}
      {badges.data && all.length === 0 ? <p className="muted">{t('loyalty.badges.none')}</p> : null}
      {all.length > 0 ? (
        <>
          <p className="badges__summary">
            {t('loyalty.badges.summary', { earned: earned.length, total: all.length })}
          </p>
          <BadgeGroup
            title={t('loyalty.badges.earnedTitle')}
            badges={earned}
            empty={t('loyalty.badges.noneEarned')}
          />
          <BadgeGroup
            title={t('loyalty.badges.progressTitle')}
            badges={inProgress}
            empty={t('loyalty.badges.allEarned')}
          />
        </>
      ) : null}
    </section>
  );
}

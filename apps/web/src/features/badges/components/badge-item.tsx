import type { Badge } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate, formatNumber } from '../../../shared/i18n/format';
import { ProgressBar } from '../../../shared/ui/progress/progress-bar';

/** One badge: earned with its date, or in progress with a labelled bar. */
export function BadgeItem({ badge }: { badge: Badge }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { current, target } = badge.progress;
  return (
    <li className={`badge${badge.earnedAt ? ' badge--earned' : ''}`}>
      <img className="badge__image" src={badge.imageUrl} alt="" loading="lazy" />
      <div className="badge__text">
        <h3 className="badge__name">{badge.name}</h3>
        <p className="badge__description">{badge.description}</p>
        {badge.earnedAt ? (
          <p className="badge__earned">
            {t('loyalty.badges.earnedOn', { date: formatDate(badge.earnedAt, locale) })}
          </p>
        ) : (
          <ProgressBar
            label={t('loyalty.badges.progressLabel', { name: badge.name })}
            value={current}
            max={target}
            valueText={t('loyalty.badges.progressValue', {
              current: formatNumber(current, locale),
              target: formatNumber(target, locale),
            })}
          />
        )}
      </div>
    </li>
  );
}

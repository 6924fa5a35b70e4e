import type { ExternalTier, Tier } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate, formatNumber } from '../../../shared/i18n/format';
import { ProgressBar } from '../../../shared/ui/progress/progress-bar';

const DAY_MS = 86_400_000;

export function daysLeft(periodEndsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(periodEndsAt).getTime() - now.getTime()) / DAY_MS));
}

interface TierTrackerProps {
  tier: ExternalTier;
  /** The ladder, to measure progress from the current tier's threshold; may still be loading. */
  ladder: readonly Tier[] | undefined;
  now?: Date;
}

/** Where the player stands: credits this period, what the next tier takes, days left in the period. */
export function TierTracker({ tier, ladder, now = new Date() }: TierTrackerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const next = tier.nextTier;
  const floor = ladder?.find((rung) => rung.number === tier.currentCardLevelNumber)?.creditsRequired ?? 0;
  const days = daysLeft(tier.periodEndsAt, now);
  // periodEndsAt is the exclusive end (the next period's start): the player's last day is the one before.
  const lastDay = new Date(new Date(tier.periodEndsAt).getTime() - 1).toISOString();

  return (
    <section className="tier-tracker" aria-labelledby="tier-tracker-title">
      <h2 id="tier-tracker-title">{t('loyalty.tiers.trackerTitle')}</h2>
      <dl className="tier-tracker__facts">
        <div>
          <dt>{t('loyalty.tiers.yourTier')}</dt>
          <dd>{tier.tierName}</dd>
        </div>
        <div>
          <dt>{t('loyalty.tiers.creditsThisPeriod')}</dt>
          <dd>{formatNumber(tier.tierCredits, locale)}</dd>
        </div>
        <div>
          <dt>{t('loyalty.tiers.toNext')}</dt>
          <dd>
            {next
              ? t('loyalty.tiers.creditsToNext', {
                  credits: formatNumber(tier.creditsToNextTier, locale),
                  tier: next.name,
                })
              : t('loyalty.tiers.topTier')}
          </dd>
        </div>
        <div>
          <dt>{t('loyalty.tiers.daysLeftLabel')}</dt>
          <dd>{t('loyalty.tiers.daysLeft', { count: days })}</dd>
        </div>
      </dl>
      {next ? (
        <ProgressBar
          label={t('loyalty.tiers.progressLabel', { tier: next.name })}
          min={floor}
          max={next.creditsRequired}
          value={Math.min(tier.tierCredits, next.creditsRequired)}
          valueText={t('loyalty.tiers.progressValue', {
            current: formatNumber(tier.tierCredits, locale),
            target: formatNumber(next.creditsRequired, locale),
          })}
        />
      ) : null}
      <p className="muted">{t('loyalty.tiers.periodEnds', { date: formatDate(lastDay, locale) })}</p>
    </section>
  );
}

import { useTranslation } from '../../../shared/i18n/use-translation';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { useTiers } from '../api/get-tiers';
import { TierLadder } from './tier-ladder';
import { TierTracker } from './tier-tracker';
import './tiers.css';

/** `benefits/milestones-benefits`: the tracker, then the ladder with the player's place. */
export function TierBenefitsScreen() {
  const { t } = useTranslation();
  const ladder = useTiers();
  const tier = useExternalTier();

  return (
    <section className="page tiers" aria-labelledby="tiers-heading">
      <h1 id="tiers-heading">{t('loyalty.tiers.heading')}</h1>
      <AsOfNotice answers={[tier.data]} />
      {tier.data ? <TierTracker tier={tier.data} ladder={ladder.data} /> : null}
      {tier.isError ? (
        <ReadFailure error={tier.error} fallback={t('dashboard.loadFailed')} onRetry={() => tier.refetch()} />
      ) : null}
      <h2>{t('loyalty.tiers.ladderTitle')}</h2>
      {ladder.isPending || tier.isPending ? <p role="status">{t('card.loading')}</p> : null}
      {ladder.isError ? <p role="alert">{t('dashboard.loadFailed')}</p> : null}
      {ladder.data ? (
        ladder.data.length > 0 ? (
          <TierLadder ladder={ladder.data} current={tier.data?.currentCardLevelNumber} />
        ) : (
          <p className="muted">{t('loyalty.tiers.none')}</p>
        )
      ) : null}
    </section>
  );
}

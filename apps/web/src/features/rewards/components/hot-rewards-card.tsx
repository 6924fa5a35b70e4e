import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRewards } from '../api/get-rewards';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { useSettings } from '../../../shared/settings/settings-store';
import { Card } from '../../../shared/ui/card/card';
import { closeCard, useClosedCards } from '../../../shared/ui/card/closed-cards';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { RewardItem } from './reward-item';
import { REWARDS_SECTION_ID } from './rewards-card';
import { writeRewardsQuery } from './rewards-query';

export const HOT_REWARDS_CARD_ID = 'hot-rewards';
/** Enough to hold every reward that expires within the window; the list is sorted soonest first. */
const HOT_WINDOW_SIZE = 50;
/** The home stays short on a phone: the soonest few, then a way to the whole list. */
export const HOT_SHOWN = 5;

/** The rewards list below, soonest to expire first, its heading focused. */
function showAllByExpiry(setParams: ReturnType<typeof useSearchParams>[1]) {
  setParams((current) => writeRewardsQuery(current, { q: '', sort: 'expirationDate', desc: false }));
  // Focus brings the list's heading into view, and tells a screen reader where the player is now.
  const heading = document.getElementById(REWARDS_SECTION_ID)?.querySelector('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
}

/**
 * Rewards that expire within the player's hotRewardDays setting (docs/product.md#settings,
 * docs/product.md#constants).
 */
export function HotRewardsCard() {
  const { t } = useTranslation();
  const { hotRewardDays } = useSettings();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const closed = useClosedCards().has(HOT_REWARDS_CARD_ID);
  const rewards = useRewards({
    sortBy: 'expirationDate',
    pageNumber: 1,
    pageSize: HOT_WINDOW_SIZE,
    hotRewardDays,
  });
  // First load: the list renders in a deferred pass, in slices, not in the task its answer came in.
  const shown = useDeferredValue(rewards.data);
  if (closed) return null;
  const hot = shown?.data.filter((reward) => reward.hot) ?? [];

  return (
    <Card
      title={t('rewards.hotTitle')}
      onRefresh={() => queryClient.refetchQueries({ queryKey: playerKeys.rewards() })}
      onClose={() => closeCard(HOT_REWARDS_CARD_ID)}
    >
      <AsOfNotice answers={[shown]} />
      {rewards.isError ? (
        <ReadFailure
          error={rewards.error}
          fallback={t('dashboard.loadFailed')}
          onRetry={() => rewards.refetch()}
        />
      ) : null}
      {!shown && !rewards.isError ? <p className="muted">{t('card.loading')}</p> : null}
      {shown && hot.length === 0 ? (
        <p className="muted">{t('rewards.noneHot', { count: hotRewardDays })}</p>
      ) : null}
      {hot.length > 0 ? (
        // Always the slim rows: the hot list is a reminder beside the full list, not a second gallery.
        <ul className="rewards rewards--slim" aria-label={t('rewards.hotTitle')}>
          {hot.slice(0, HOT_SHOWN).map((reward) => (
            <RewardItem key={reward.id} reward={reward} layout="slim" />
          ))}
        </ul>
      ) : null}
      {hot.length > HOT_SHOWN ? (
        <p className="hot-rewards__more">
          <button type="button" className="button" onClick={() => showAllByExpiry(setParams)}>
            {t('rewards.seeAllHot', { count: hot.length })}
          </button>
        </p>
      ) : null}
    </Card>
  );
}

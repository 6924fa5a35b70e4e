import { useSearchParams } from 'react-router';
import { HomeScreen } from '../../features/home/components/home-screen';
import { KIOSK_REWARDS_ID, KioskHomeTiles } from '../../features/home/components/kiosk-home-tiles';
import { useRewards } from '../../features/rewards/api/get-rewards';
import { RewardsCard } from '../../features/rewards/components/rewards-card';
import { readRewardsQuery } from '../../features/rewards/components/rewards-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSettings } from '../../shared/settings/settings-store';

/**
 * The kiosk's home, its own lazy chunk (the signed-in home of phones and desktops does not carry it):
 * large tiles, then the player's rewards, whose actions open over it as on every home.
 */
export default function KioskHomeDashboard() {
  return (
    <HomeScreen kiosk>
      <KioskTilesWithRewards />
      <div id={KIOSK_REWARDS_ID} className="kiosk-home__rewards">
        <RewardsCard />
      </div>
    </HomeScreen>
  );
}

/** The Rewards tile counts what the list below shows: the same query, so one request answers both. */
function KioskTilesWithRewards() {
  const { t } = useTranslation();
  const { defaultSort, hotRewardDays } = useSettings();
  const [params] = useSearchParams();
  const rewards = useRewards(readRewardsQuery(params, defaultSort, hotRewardDays));
  const line = rewards.data
    ? t('rewards.count', { count: rewards.data.total })
    : rewards.isError
      ? t('dashboard.loadFailed')
      : t('card.loading');
  return <KioskHomeTiles rewardsLine={line} />;
}

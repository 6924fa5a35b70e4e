import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AnnouncementsCard } from '../../features/announcements/components/announcements-card';
import { ExploreCard } from '../../features/home/components/explore-card';
import { HomeScreen } from '../../features/home/components/home-screen';
import { HotRewardsCard } from '../../features/rewards/components/hot-rewards-card';
import { RewardsCard } from '../../features/rewards/components/rewards-card';
import { isKioskPath } from '../layouts/brand-layout';

/** boot.ts asks for the dashboard's profile; main.tsx hands the answer to this chunk's client. */
export { profileFrom, profileQueryOptions } from '../../shared/api/player/get-profile';
export { queryClient } from '../../shared/query/query-client';

const KioskHomeDashboard = lazy(() => import('./kiosk-home-module'));

/** The dashboard: one lazy chunk, loaded with the signed-in home (the dialogs load when opened). */
export function HomeDashboard() {
  const { pathname } = useLocation();
  if (isKioskPath(pathname))
    return (
      <Suspense fallback={null}>
        <KioskHomeDashboard />
      </Suspense>
    );
  return (
    <HomeScreen>
      <HotRewardsCard />
      <RewardsCard />
      <AnnouncementsCard />
      <ExploreCard />
    </HomeScreen>
  );
}

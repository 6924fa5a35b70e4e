import type { RouteObject } from 'react-router';
import { AnnouncementsCard } from '../../features/announcements/components/announcements-card';
import { ExploreCard } from '../../features/home/components/explore-card';
import { HomeScreen } from '../../features/home/components/home-screen';
import { RewardLocations } from '../../features/locations/components/reward-locations';
import { OffersScreen } from '../../features/offers/components/offers-screen';
import { HotRewardsCard } from '../../features/rewards/components/hot-rewards-card';
import { QrCodeDialog } from '../../features/rewards/components/qr-code-dialog';
import { RewardsCard } from '../../features/rewards/components/rewards-card';
import { SendRewardDialog } from '../../features/rewards/components/send-reward-dialog';
import { SwapRewardDialog } from '../../features/rewards/components/swap-reward-dialog';
import { statementsRoutes } from '../../features/statements/statements-routes';
import type { RouteHandle } from '../route-handle';
import { loyaltyHomeChildren } from './loyalty-routes';

/**
 * `{layout}/home/{brand}`: the dashboard, with the reward actions of spec §2 appended to its URL
 * (`rewards/{rewardCode}/qrcode`, `…/invitation/sms`, `…/invitation/email`, `…/swap`) opening over it,
 * and the offers screen at `offers-new`.
 */
export function brandHomeChildren(): RouteObject[] {
  const offersHandle: RouteHandle = {
    title: 'titles.offers',
    allowBack: true,
    backTo: 'home',
    menuLinks: true,
  };
  return [
    {
      element: (
        <HomeScreen>
          <HotRewardsCard />
          <RewardsCard />
          <AnnouncementsCard />
          <ExploreCard />
        </HomeScreen>
      ),
      children: [
        { index: true, element: null },
        {
          path: 'rewards/:rewardCode/qrcode',
          element: <QrCodeDialog renderLocations={(names) => <RewardLocations names={names} />} />,
        },
        { path: 'rewards/:rewardCode/invitation/sms', element: <SendRewardDialog channel="sms" /> },
        { path: 'rewards/:rewardCode/invitation/email', element: <SendRewardDialog channel="email" /> },
        { path: 'rewards/:rewardCode/swap', element: <SwapRewardDialog /> },
      ],
    },
    { path: 'offers-new', element: <OffersScreen />, handle: offersHandle },
    ...statementsRoutes(),
    ...loyaltyHomeChildren(),
  ];
}

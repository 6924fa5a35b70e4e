import type { RouteObject } from 'react-router';
import { BadgesScreen } from '../../features/badges/components/badges-screen';
import { EarnRedeemScreen } from '../../features/how-it-works/components/earn-redeem-screen';
import { HowItWorksScreen } from '../../features/how-it-works/components/how-it-works-screen';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { TierBenefitsScreen } from '../../features/tiers/components/tier-benefits-screen';
import type { RouteHandle } from '../route-handle';

const screen = (title: string, backTo = 'home', boxed = false): RouteHandle => ({
  title,
  allowBack: true,
  backTo,
  boxed,
  menuLinks: true,
});

/**
 * Spec §2 "Mobile and desktop layout menu": the screens under `{layout}/home/{brand}` that the
 * lucid and mobile menus link (and the condensed home reaches through its tiles).
 */
export function loyaltyHomeChildren(): RouteObject[] {
  return [
    { path: 'profile', element: <ProfileScreen />, handle: screen('titles.profile', 'home', true) },
    { path: 'medallions', element: <BadgesScreen />, handle: screen('loyalty.titles.badges') },
    {
      path: 'benefits',
      handle: screen('loyalty.titles.howItWorks'),
      children: [
        { index: true, element: <HowItWorksScreen /> },
        {
          path: 'milestones-benefits',
          element: <TierBenefitsScreen />,
          handle: screen('loyalty.titles.tierBenefits', 'home/benefits'),
        },
        {
          path: 'how-to-earn',
          element: <EarnRedeemScreen />,
          handle: screen('loyalty.titles.earnRedeem', 'home/benefits', true),
        },
      ],
    },
  ];
}

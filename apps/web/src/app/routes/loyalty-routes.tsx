import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

const screen = (title: string, backTo = 'home', boxed = false): RouteHandle => ({
  title,
  allowBack: true,
  backTo,
  boxed,
  menuLinks: true,
});

/**
 * docs/product.md#screens-and-routes "Mobile and desktop layout menu": the screens under
 * `{layout}/home/{brand}` that the lucid and mobile menus link (and the condensed home reaches through its
 * tiles). Each is a lazy chunk, so the home's first load never carries them.
 */
export function loyaltyHomeChildren(): RouteObject[] {
  return [
    {
      path: 'profile',
      lazy: async () => ({
        Component: (await import('../../features/profile/components/profile-screen')).ProfileScreen,
      }),
      handle: screen('titles.profile', 'home', true),
    },
    {
      path: 'medallions',
      lazy: async () => ({
        Component: (await import('../../features/badges/components/badges-screen')).BadgesScreen,
      }),
      handle: screen('loyalty.titles.badges'),
    },
    {
      path: 'benefits',
      handle: screen('loyalty.titles.howItWorks'),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../../features/how-it-works/components/how-it-works-screen'))
              .HowItWorksScreen,
          }),
        },
        {
          path: 'milestones-benefits',
          lazy: async () => ({
            Component: (await import('../../features/tiers/components/tier-benefits-screen'))
              .TierBenefitsScreen,
          }),
          handle: screen('loyalty.titles.tierBenefits', 'home/benefits'),
        },
        {
          path: 'how-to-earn',
          lazy: async () => ({
            Component: (await import('../../features/how-it-works/components/earn-redeem-screen'))
              .EarnRedeemScreen,
          }),
          handle: screen('loyalty.titles.earnRedeem', 'home/benefits', true),
        },
      ],
    },
  ];
}

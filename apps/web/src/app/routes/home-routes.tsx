import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

export const homeModule = () => import('./home-module');
const offersModule = () => import('../../features/offers/components/offers-screen');

type HomeModule = Awaited<ReturnType<typeof homeModule>>;
const fromHome = (name: keyof HomeModule) => async () => ({ Component: (await homeModule())[name] });

/**
 * `{layout}/home/{brand}`: the dashboard, with the reward actions of spec §2 appended to its URL
 * (`rewards/{rewardCode}/qrcode`, `…/invitation/sms`, `…/invitation/email`, `…/swap`) opening over it,
 * and the offers screen at `offers-new`. Screens load lazily, so the sign-in page does not carry them.
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
      lazy: fromHome('HomeDashboard'),
      children: [
        { index: true, element: null },
        { path: 'rewards/:rewardCode/qrcode', lazy: fromHome('QrCodeRoute') },
        { path: 'rewards/:rewardCode/invitation/sms', lazy: fromHome('SendSmsRoute') },
        { path: 'rewards/:rewardCode/invitation/email', lazy: fromHome('SendEmailRoute') },
        { path: 'rewards/:rewardCode/swap', lazy: fromHome('SwapRoute') },
      ],
    },
    {
      path: 'offers-new',
      lazy: async () => ({ Component: (await offersModule()).OffersScreen }),
      handle: offersHandle,
    },
  ];
}

import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

export const homeModule = () => import('./home-module');
const offersModule = () => import('../../features/offers/components/offers-screen');

const dialogsModule = () => import('./reward-dialogs-module');

type DialogsModule = Awaited<ReturnType<typeof dialogsModule>>;
const dialog = (name: keyof DialogsModule) => async () => ({ Component: (await dialogsModule())[name] });

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
      lazy: async () => ({ Component: (await homeModule()).HomeDashboard }),
      children: [
        { index: true, element: null },
        { path: 'rewards/:rewardCode/qrcode', lazy: dialog('QrCodeRoute') },
        { path: 'rewards/:rewardCode/invitation/sms', lazy: dialog('SendSmsRoute') },
        { path: 'rewards/:rewardCode/invitation/email', lazy: dialog('SendEmailRoute') },
        { path: 'rewards/:rewardCode/swap', lazy: dialog('SwapRoute') },
      ],
    },
    {
      path: 'offers-new',
      lazy: async () => ({ Component: (await offersModule()).OffersScreen }),
      handle: offersHandle,
    },
  ];
}

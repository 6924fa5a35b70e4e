import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { statementsRoutes } from '../../features/statements/statements-routes';
import type { RouteHandle } from '../route-handle';
import { homeModule } from './home-routes';
import { loyaltyHomeChildren } from './loyalty-routes';

const offersModule = () => import('./offers-route');

const dialogsModule = () => import('./reward-dialogs-module');

type DialogsModule = Awaited<ReturnType<typeof dialogsModule>>;

export type HomeModule = Awaited<ReturnType<typeof homeModule>>;

const overlay: RouteHandle = { overlay: true };

/**
 * A reward action's URL changes at once (the dashboard stays behind it) and its dialog shows when
 * its chunk is in: React.lazy, not a lazy route, which would hold the navigation until then.
 */
function dialog(name: keyof DialogsModule) {
  const Dialog: ComponentType = lazy(async () => ({ default: (await dialogsModule())[name] }));
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

/**
 * `{layout}/home/{brand}`: the dashboard, with the reward actions of docs/product.md#screens-and-routes
 * appended to its URL (`rewards/{rewardCode}/qrcode`, `…/invitation/sms`, `…/invitation/email`, `…/swap`)
 * opening over it, and the offers screen at `offers-new`. Screens load lazily, so the sign-in page does not
 * carry them; the dashboard's chunk, when it is in before the router is made (`home`), is not lazy.
 */
export function brandHomeChildren(home?: HomeModule): RouteObject[] {
  const offersHandle: RouteHandle = {
    title: 'titles.offers',
    allowBack: true,
    backTo: 'home',
    menuLinks: true,
  };
  return [
    {
      ...(home
        ? { Component: home.HomeDashboard }
        : { lazy: async () => ({ Component: (await homeModule()).HomeDashboard }) }),
      children: [
        { index: true, element: null },
        { path: 'rewards/:rewardCode/qrcode', element: dialog('QrCodeRoute'), handle: overlay },
        { path: 'rewards/:rewardCode/invitation/sms', element: dialog('SendSmsRoute'), handle: overlay },
        { path: 'rewards/:rewardCode/invitation/email', element: dialog('SendEmailRoute'), handle: overlay },
        { path: 'rewards/:rewardCode/swap', element: dialog('SwapRoute'), handle: overlay },
      ],
    },
    {
      path: 'offers-new',
      lazy: async () => ({ Component: (await offersModule()).OffersRoute }),
      handle: offersHandle,
    },
    ...statementsRoutes(),
    ...loyaltyHomeChildren(),
  ];
}

import type { RouteObject } from 'react-router';
import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { EntryGuardRoute } from '../guards/entry-guard-route';
import type { RouteHandle } from '../route-handle';
import { brandHomeChildren, type HomeModule } from './brand-home-routes';

const profileModule = () => import('./profile-route');

const handle = (value: RouteHandle) => value;

const boxedScreen = (title: string, backTo: string) =>
  handle({ title, allowBack: true, backTo, boxed: true, menuLinks: true });

/**
 * docs/product.md#screens-and-routes "Children of every layout", but for the index (a redirect to `home`, in
 * the entry's table): they come with the layout's own chunk, in the table from the start when that
 * chunk was in before the router was made (routes.tsx), else patched in by layout-discovery.ts.
 */
export function layoutChildren(home?: HomeModule): RouteObject[] {
  return [
    {
      path: 'home',
      handle: handle({ title: 'titles.home', menuLinks: true }),
      children: [
        { index: true, element: <EntryGuardRoute /> },
        { path: ':brand', children: brandHomeChildren(home) },
      ],
    },
    {
      path: 'profile',
      handle: boxedScreen('titles.profile', 'home'),
      lazy: async () => ({ Component: (await profileModule()).ProfileRoute }),
    },
    {
      path: 'profile/link',
      handle: boxedScreen('titles.profile', 'profile'),
      lazy: async () => ({ Component: (await profileModule()).SocialLinkRoute }),
    },
    { path: 'settings', handle: boxedScreen('titles.settings', 'home'), Component: SettingsScreen },
  ];
}

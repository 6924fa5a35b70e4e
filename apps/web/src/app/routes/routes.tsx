import { entryRouteOf, type Layout } from '@patron/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { AuthGuard } from '../guards/auth-guard';
import { BlankLayout, EntryGuardRoute } from '../guards/entry-guard-route';
import { KnownBrandRoute } from './known-brand-route';
import type { RouteHandle } from '../route-handle';
import { accountSessionRoutes } from './account-modules';
import { homeModule } from './home-routes';
import { layoutRouteId } from './layout-discovery';
import { CardResolver, DeviceResolver, DummyResolver } from '../resolvers/resolvers';
import { OuterBadges } from './outer-badges';
import { RootRoute, RouteLoading } from './root-route';

const sessionModule = () => import('./session-module');
const providersModule = () => import('./providers-module');
const signInModule = () => import('./sign-in-module');
const layoutModule = () => import('./layout-module');

/** The entry routes' chunks, when they are in before the router is made: their routes are not lazy. */
export interface EntryModules {
  session?: Awaited<ReturnType<typeof sessionModule>>;
  signIn?: Awaited<ReturnType<typeof signInModule>>;
  layout?: Awaited<ReturnType<typeof layoutModule>>;
  home?: Awaited<ReturnType<typeof homeModule>>;
}

/**
 * Issue 10: the entry route's chunks start loading with the app, not after its first render. On a
 * first screen (`entryRouteOf`: the sign-in page, a layout's home, and '/' that leads to one) the
 * first render waits for them: the router then starts on the page itself, not on a loader followed by
 * a second render. Elsewhere (an SSO return, a resolver…) they only preload. A chunk that fails to
 * load leaves its routes lazy: the router loads them again when they are needed.
 */
export function loadEntryModules(signedIn: boolean, pathname: string): Promise<EntryModules> {
  const loading: Promise<EntryModules> = signedIn
    ? Promise.all([layoutModule(), homeModule()]).then(([layout, home]) => ({ layout, home }))
    : Promise.all([sessionModule(), signInModule()]).then(([session, signIn]) => ({ session, signIn }));
  const loaded = loading.catch(() => ({}));
  return entryRouteOf(pathname) ? loaded : Promise.resolve({});
}

export const LAYOUT_ROUTES: readonly { path: string; layout: Layout; kiosk: boolean }[] = [
  { path: 'condensed', layout: 'condensed', kiosk: false },
  { path: 'kiosk/condensed', layout: 'condensed', kiosk: true },
  { path: 'lucid', layout: 'lucid', kiosk: false },
  { path: 'kiosk/lucid', layout: 'lucid', kiosk: true },
  { path: 'mobile', layout: 'mobile', kiosk: false },
];

type LayoutModule = NonNullable<EntryModules['layout']>;

const handle = (value: RouteHandle) => value;

export function createRoutes(idpTypes: readonly string[], entry: EntryModules = {}): RouteObject[] {
  const idps = idpTypes.length > 0 ? idpTypes : ['okta'];
  const session = entry.session ? { Component: entry.session.Component } : { lazy: sessionModule };
  return [
    {
      element: <RootRoute />,
      // A first load that opens a lazy route keeps the bootstrap's loader up until the route's code is in.
      HydrateFallback: RouteLoading,
      children: [
        { index: true, element: <EntryGuardRoute /> },
        { path: 'kiosk', element: <EntryGuardRoute /> },
        { path: 'kiosk/card/:cardNumber', element: <CardResolver /> },
        { path: 'device', element: <DeviceResolver /> },
        { path: 'dummy', element: <DummyResolver /> },
        { path: 'dummy1', element: <BlankLayout /> },
        { path: 'iframe-test', element: <OuterBadges />, handle: handle({ title: 'titles.outerBadges' }) },
        ...idps.map((idp) => ({
          path: `${idp}-token`,
          lazy: providersModule,
          handle: handle({ layoutOption: 'mobile' }),
          children: [{ index: true, lazy: () => import('./idp-token-module') }],
        })),
        {
          path: 'session',
          ...session,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            {
              path: 'login',
              ...(entry.signIn ? { Component: entry.signIn.Component } : { lazy: signInModule }),
              handle: handle({ title: 'titles.signIn' }),
            },
            {
              path: 'device-login',
              lazy: () => import('./device-login-module'),
              handle: handle({ title: 'titles.signIn' }),
            },
            ...accountSessionRoutes,
          ],
        },
        {
          path: 'dummy-login',
          ...session,
          children: [
            { index: true, element: <Navigate to="dummy-login" replace /> },
            {
              path: 'dummy-login',
              lazy: () => import('./impersonation-module'),
              handle: handle({ title: 'titles.signIn' }),
            },
          ],
        },
        {
          path: 'providers',
          lazy: providersModule,
          children: [{ index: true, lazy: () => import('./providers-sign-in-module') }],
        },
        {
          // Above the layouts, so a path with no brand redirects before any guard or layout shows.
          element: <KnownBrandRoute />,
          children: LAYOUT_ROUTES.map(({ path, layout, kiosk }) => {
            const shell = ({ LayoutShell, QueryProvider }: LayoutModule) => (
              <AuthGuard>
                <QueryProvider>
                  <LayoutShell layout={layout} kiosk={kiosk} />
                </QueryProvider>
              </AuthGuard>
            );
            const index: RouteObject = { index: true, element: <Navigate to="home" replace /> };
            return {
              id: layoutRouteId(path),
              path,
              handle: handle({ layoutOption: layout }),
              ...(entry.layout
                ? {
                    element: shell(entry.layout),
                    children: [index, ...entry.layout.layoutChildren(entry.home)],
                  }
                : {
                    lazy: async () => ({ element: shell(await layoutModule()) }),
                    // The other children come with the layout's chunk (layout-discovery.ts).
                    children: [index],
                  }),
            };
          }),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

import { entryRouteOf, type Layout } from '@patron/contracts';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthGuard } from '../guards/auth-guard';
import { BlankLayout, EntryGuardRoute } from '../guards/entry-guard-route';
import { KnownBrandRoute } from './known-brand-route';
import type { RouteHandle } from '../route-handle';
import { accountSessionRoutes } from './account-modules';
import { homeModule } from './home-routes';
import { layoutRouteId, type PatchRoutes } from './layout-discovery';
import { ScreensOnDemand, type LayoutScreens } from './screens-on-demand';
import { CardResolver, DeviceResolver, DummyResolver } from '../resolvers/resolvers';
import { OuterBadges } from './outer-badges';
import { RootRoute, RouteLoading } from './root-route';
// First load: the sign-in page's code is in the entry chunk, not a chunk of its own. On HTTP/1.1 each
// file the first screen fetches beside the entry's opens a connection and takes a share of the
// bandwidth before it sends a byte: a separate chunk cost the sign-in page a round trip of its paint.
import * as sessionModule from './session-module';
import * as signInModule from './sign-in-module';
import { paths } from '../../shared/config/paths';

const providersModule = () => import('./providers-module');
const layoutModule = () => import('./layout-module');

/** The entry routes' chunks, when they are in before the router is made: their routes are not lazy. */
export interface EntryModules {
  layout?: Awaited<ReturnType<typeof layoutModule>>;
  home?: Awaited<ReturnType<typeof homeModule>>;
  /**
   * The layout (a LAYOUT_ROUTES path) the first screen is under: only its screens are in the route
   * table from the start. Undefined: every layout's are.
   */
  layoutPath?: string;
}

/**
 * First load: a signed-in home's chunks start loading with the app, not after its first render. On a
 * first screen (`entryRouteOf`: a layout's home, and '/' that leads to one) the first render waits for
 * them: the router then starts on the page itself, not on a loader followed by a second render.
 * Elsewhere (an SSO return, a resolver…) they only preload. A chunk that fails to load leaves its
 * routes lazy: the router loads them again when they are needed. Signed out, there is nothing to
 * load: the sign-in page is in the entry.
 */
export function loadEntryModules(signedIn: boolean, pathname: string): Promise<EntryModules> {
  if (!signedIn) return Promise.resolve({});
  const layoutPath = layoutPathOf(pathname);
  const loaded = Promise.all([layoutModule(), homeModule()])
    .then(([layout, home]): EntryModules => ({ layout, home, ...(layoutPath ? { layoutPath } : {}) }))
    .catch(() => ({}));
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

// The kiosk layouts first: '/kiosk/lucid' is under 'kiosk/lucid', not a path of its own.
const LAYOUT_PATHS_LONGEST_FIRST = LAYOUT_ROUTES.map((route) => route.path).sort(
  (a, b) => b.length - a.length,
);

/** The layout a path is under (as the router matches it, in any case), if any. */
export function layoutPathOf(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return LAYOUT_PATHS_LONGEST_FIRST.find((layout) => path === `/${layout}` || path.startsWith(`/${layout}/`));
}

const handle = (value: RouteHandle) => value;

/**
 * `patchRoutes` adds a layout's screens to the router's table (the router's own patchRoutes): with
 * the entry's chunks in, the layouts other than `entry.layoutPath` get theirs only when first opened
 * (ScreensOnDemand). First load: every route in the table costs the first render its ranking and the
 * compiling of its path, and five layouts' screens were a long task of their own on a phone.
 */
export function createRoutes(
  idpTypes: readonly string[],
  entry: EntryModules = {},
  patchRoutes?: PatchRoutes,
): RouteObject[] {
  const idps = idpTypes.length > 0 ? idpTypes : ['okta'];
  const session = { Component: sessionModule.Component };
  const screensAdded = new Set<string>();
  const screensOf = (id: string, screens: () => RouteObject[], patch: PatchRoutes): LayoutScreens => ({
    areIn: () => screensAdded.has(id),
    add: () => {
      if (screensAdded.has(id)) return;
      screensAdded.add(id);
      patch(id, screens());
    },
  });
  return [
    {
      element: <RootRoute />,
      // A first load that opens a lazy route keeps the bootstrap's loader up until the route's code is in.
      HydrateFallback: RouteLoading,
      children: [
        { index: true, element: <EntryGuardRoute /> },
        { path: paths.kiosk.path, element: <EntryGuardRoute /> },
        { path: paths.kioskCard.path, element: <CardResolver /> },
        { path: paths.device.path, element: <DeviceResolver /> },
        { path: paths.dummy.path, element: <DummyResolver /> },
        { path: paths.dummy1.path, element: <BlankLayout /> },
        {
          path: paths.iframeTest.path,
          element: <OuterBadges />,
          handle: handle({ title: 'titles.outerBadges' }),
        },
        {
          // Development only: the screen leads home when the server has no /dev/casino-system.
          path: paths.casinoSystem.path,
          element: (
            <AuthGuard>
              <Outlet />
            </AuthGuard>
          ),
          handle: handle({ title: 'titles.casinoSystem' }),
          children: [{ index: true, lazy: () => import('./casino-system-module') }],
        },
        ...idps.map((idp) => ({
          path: paths.idpToken.path(idp),
          lazy: providersModule,
          handle: handle({ layoutOption: 'mobile' }),
          children: [{ index: true, lazy: () => import('./idp-token-module') }],
        })),
        {
          path: paths.session.path,
          ...session,
          children: [
            { index: true, element: <Navigate to={paths.signIn.getHref()} replace /> },
            {
              path: paths.signIn.path,
              Component: signInModule.Component,
              handle: handle({ title: 'titles.signIn' }),
            },
            {
              path: paths.deviceLogin.path,
              lazy: () => import('./device-login-module'),
              handle: handle({ title: 'titles.signIn' }),
            },
            ...accountSessionRoutes,
          ],
        },
        {
          path: paths.impersonationSession.path,
          ...session,
          children: [
            { index: true, element: <Navigate to={paths.impersonation.path} replace /> },
            {
              path: paths.impersonation.path,
              lazy: () => import('./impersonation-module'),
              handle: handle({ title: 'titles.signIn' }),
            },
          ],
        },
        {
          path: paths.providers.path,
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
            const id = layoutRouteId(path);
            const { layout: loaded, home, layoutPath } = entry;
            const onDemand = loaded && patchRoutes && layoutPath !== undefined && layoutPath !== path;
            return {
              id,
              path,
              handle: handle({ layoutOption: layout }),
              ...(loaded
                ? {
                    element: shell(loaded),
                    children: onDemand
                      ? [
                          index,
                          {
                            path: '*',
                            element: (
                              <ScreensOnDemand
                                screens={screensOf(id, () => loaded.layoutChildren(home), patchRoutes)}
                              />
                            ),
                          },
                        ]
                      : [index, ...loaded.layoutChildren(home)],
                  }
                : {
                    lazy: async () => ({ element: shell(await layoutModule()) }),
                    // The other children come with the layout's chunk (layout-discovery.ts).
                    children: [index],
                  }),
            };
          }),
        },
        { path: '*', element: <Navigate to={paths.root.getHref()} replace /> },
      ],
    },
  ];
}

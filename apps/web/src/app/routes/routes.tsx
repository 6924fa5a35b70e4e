import type { Layout } from '@patron/contracts';
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

/** Issue 10: the entry route's chunks start loading with the app, not after its first render. */
export function preloadEntryRoutes(signedIn: boolean): void {
  if (signedIn) void Promise.all([layoutModule(), homeModule()]).catch(() => undefined);
  else void Promise.all([sessionModule(), signInModule()]).catch(() => undefined);
}

export const LAYOUT_ROUTES: readonly { path: string; layout: Layout; kiosk: boolean }[] = [
  { path: 'condensed', layout: 'condensed', kiosk: false },
  { path: 'kiosk/condensed', layout: 'condensed', kiosk: true },
  { path: 'lucid', layout: 'lucid', kiosk: false },
  { path: 'kiosk/lucid', layout: 'lucid', kiosk: true },
  { path: 'mobile', layout: 'mobile', kiosk: false },
];

const handle = (value: RouteHandle) => value;

export function createRoutes(idpTypes: readonly string[]): RouteObject[] {
  const idps = idpTypes.length > 0 ? idpTypes : ['okta'];
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
          lazy: sessionModule,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            { path: 'login', lazy: signInModule, handle: handle({ title: 'titles.signIn' }) },
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
          lazy: sessionModule,
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
          children: LAYOUT_ROUTES.map(({ path, layout, kiosk }) => ({
            id: layoutRouteId(path),
            path,
            lazy: async () => {
              const { LayoutShell, QueryProvider } = await layoutModule();
              return {
                element: (
                  <AuthGuard>
                    <QueryProvider>
                      <LayoutShell layout={layout} kiosk={kiosk} />
                    </QueryProvider>
                  </AuthGuard>
                ),
              };
            },
            handle: handle({ layoutOption: layout }),
            // The other children come with the layout's chunk (layout-discovery.ts).
            children: [{ index: true, element: <Navigate to="home" replace /> }],
          })),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

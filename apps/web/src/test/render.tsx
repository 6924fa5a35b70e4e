import { clientHashForBrand, type Branding } from '@patron/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { layoutDiscovery } from '../app/routes/layout-discovery';
import { BrandContext, type BrandContextValue } from '../shared/brand/brand-context';
import { createQueryClient } from '../shared/query/query-client';
import { ToastRegion } from '../shared/ui/toast/toast-region';

const theme = {
  settings: {
    logo: '/assets/brands/naskila/logo.svg',
    banner: '/assets/brands/naskila/banner.svg',
    appLoader: '/l.svg',
  },
  cssProps: { '--color-primary': 'red' },
};

export const testBranding: Branding = {
  currentBranding: 'naskila',
  iconUri: '/assets/brands/naskila/icon.svg',
  appPaths: { loginPath: '/session/login' },
  themes: { default: 'light', light: theme, dark: theme },
};

export const testBrand: BrandContextValue = {
  brand: 'naskila',
  clientAccount: {
    account: { hash: clientHashForBrand('naskila'), name: 'Naskila Casino', clientLogoUrl: '/logo.svg' },
    localizations: [
      { locale: 'en-US', title: 'English' },
      { locale: 'es-MX', title: 'Español' },
    ],
  },
  branding: testBranding,
  kioskMode: undefined,
  portalSettings: undefined,
  ssoProviders: [],
  loginPath: '/session/login',
};

export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  brand: BrandContextValue = testBrand,
  /** The app's own client, for tests of what the session lifecycle clears from it. */
  queryClient = createQueryClient(),
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath], patchRoutesOnNavigation });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <BrandContext.Provider value={brand}>
        <ToastRegion />
        {children}
      </BrandContext.Provider>
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}

/** renderRoutes for the app's own table (createRoutes), with the app's lazy route discovery. */
export function renderAppRoutes(
  routes: RouteObject[],
  initialPath: string,
  brand: BrandContextValue = testBrand,
  queryClient = createQueryClient(),
) {
  return renderRoutes(routes, initialPath, brand, queryClient, layoutDiscovery(routes));
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

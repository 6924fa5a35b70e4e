import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BrandContext } from '../../shared/brand/brand-context';
import { createQueryClient } from '../../shared/query/query-client';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '../../test/fake-api';
import { renderAppRoutes, renderRoutes, testBrand } from '../../test/render';
import * as home from './home-module';
import * as layout from './layout-module';
import { discoverLayoutRoutes, layoutDiscovery } from './layout-discovery';
import { createRoutes, layoutPathOf, loadEntryModules, type EntryModules } from './routes';

const signedIn: EntryModules = { layout, home };

describe('entry routes whose chunks are in before the router is made', () => {
  it('starts on the sign-in page itself, with no loader: its code is in the entry', () => {
    const { router } = renderRoutes(createRoutes([]), '/session/login');
    expect(router.state.initialized).toBe(true);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByText('Loading data')).not.toBeInTheDocument();
  });

  it("keeps a layout's routes lazy without their chunks", () => {
    expect(renderRoutes(createRoutes([]), '/condensed').router.state.initialized).toBe(false);
  });

  it('matches a signed-in home at once: every layout has its screens, nothing is left to discover', () => {
    signInForTests();
    const routes = createRoutes([], signedIn);
    expect(layoutDiscovery(routes)).toBeUndefined();
    expect(layoutDiscovery(createRoutes([]))).toBe(discoverLayoutRoutes);
    const { router } = renderAppRoutes(routes, '/condensed/home/naskila');
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(
      expect.arrayContaining(['condensed', 'home', ':brand']),
    );
  });
});

describe("a signed-in home's table: its own layout's screens, the others' when first opened", () => {
  const layoutsWithScreens = (router: ReturnType<typeof renderAppRoutes>['router']) =>
    router.routes[0]!.children!.flatMap((route) => route.children ?? [])
      .filter((route) => route.id?.startsWith('layout:') && route.children?.some((c) => c.path === 'home'))
      .map((route) => route.path);

  function renderEntry(path: string) {
    signInForTests();
    const made: { router?: ReturnType<typeof renderAppRoutes>['router'] } = {};
    const routes = createRoutes([], { ...signedIn, layoutPath: layoutPathOf(path) }, (id, children) =>
      made.router?.patchRoutes(id, children),
    );
    expect(layoutDiscovery(routes)).toBeUndefined();
    made.router = renderAppRoutes(routes, path).router;
    return made.router;
  }

  it('matches the home at once, with no other layout in the table', async () => {
    const router = renderEntry('/condensed/home/naskila');
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(
      expect.arrayContaining(['condensed', 'home', ':brand']),
    );
    expect(layoutsWithScreens(router)).toEqual(['condensed']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("adds another layout's screens when it is first opened, and opens the path asked for", async () => {
    const router = renderEntry('/kiosk/lucid/home/naskila');
    expect(layoutsWithScreens(router)).toEqual(['kiosk/lucid']);
    await router.navigate('/lucid/home/naskila/offers-new', { state: { from: 'menu' } });
    await waitFor(() =>
      expect(router.state.matches.map((match) => match.route.path)).toEqual(
        expect.arrayContaining(['lucid', 'home', ':brand', 'offers-new']),
      ),
    );
    expect(router.state.location).toMatchObject({
      pathname: '/lucid/home/naskila/offers-new',
      state: { from: 'menu' },
    });
    expect(layoutsWithScreens(router).sort()).toEqual(['kiosk/lucid', 'lucid']);
  });

  it('leads an unknown path under a layout whose screens were not in to the start, once', async () => {
    const router = renderEntry('/condensed/home/naskila');
    let updates = 0;
    router.subscribe(() => updates++);
    await router.navigate('/mobile/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/no-such-screen/));
    expect(layoutsWithScreens(router).sort()).toEqual(['condensed', 'mobile']);
    // Added, opened again, then the start and where it leads: not a navigation over and over.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updates).toBeLessThan(20);
  });

  it('adds the screens and opens the path under StrictMode (effects run twice)', async () => {
    signInForTests();
    const made: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const routes = createRoutes([], { ...signedIn, layoutPath: 'condensed' }, (id, children) =>
      made.router?.patchRoutes(id, children),
    );
    made.router = createMemoryRouter(routes, { initialEntries: ['/condensed/home/naskila'] });
    const router = made.router;
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <BrandContext.Provider value={testBrand}>
            <RouterProvider router={router} />
          </BrandContext.Provider>
        </QueryClientProvider>
      </StrictMode>,
    );
    await router.navigate('/lucid/home/naskila/offers-new');
    await waitFor(() =>
      expect(router.state.matches.map((match) => match.route.path)).toEqual(
        expect.arrayContaining(['lucid', 'home', ':brand', 'offers-new']),
      ),
    );
    expect(router.state.location.pathname).toBe('/lucid/home/naskila/offers-new');
  });

  it('leads an unknown path under a layout whose screens are in to the start', async () => {
    const router = renderEntry('/condensed/home/naskila');
    await router.navigate('/mobile/home/naskila');
    await waitFor(() => expect(layoutsWithScreens(router)).toContain('mobile'));
    await router.navigate('/mobile/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/no-such-screen/));
    await router.navigate('/condensed/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/no-such-screen/));
  });
});

describe('layoutPathOf', () => {
  it('names the layout a path is under, kiosk layouts included, in any case', () => {
    expect(
      [
        '/Lucid/home/coyote',
        '/kiosk/lucid/home/x',
        '/kiosk/condensed',
        '/mobile',
        '/',
        '/kiosk',
        '/lucidx',
      ].map(layoutPathOf),
    ).toEqual(['lucid', 'kiosk/lucid', 'kiosk/condensed', 'mobile', undefined, undefined, undefined]);
  });
});

describe('loadEntryModules', () => {
  it('waits on a signed-in home for its chunks; signed out there are none to wait for', async () => {
    expect(await loadEntryModules(false, '/session/login')).toEqual({});
    expect(await loadEntryModules(true, '/Lucid/home/coyote')).toEqual({ layout, home, layoutPath: 'lucid' });
    // The start leads to the player's own layout: every layout's screens are in the table.
    expect(await loadEntryModules(true, '/')).toEqual({ layout, home });
  });

  it('only preloads them on any other page: its first render does not wait', async () => {
    expect(await loadEntryModules(true, '/okta-token')).toEqual({});
    expect(await loadEntryModules(false, '/kiosk/card/7000000001')).toEqual({});
  });
});

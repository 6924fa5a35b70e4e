import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '../../test/fake-api';
import { renderAppRoutes, renderRoutes } from '../../test/render';
import * as home from './home-module';
import * as layout from './layout-module';
import { discoverLayoutRoutes, layoutDiscovery } from './layout-discovery';
import { createRoutes, loadEntryModules, type EntryModules } from './routes';

const signedIn: EntryModules = { layout, home };

describe('entry routes whose chunks are in before the router is made (issue 10)', () => {
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

describe('loadEntryModules (issue 10)', () => {
  it('waits on a signed-in home for its chunks; signed out there are none to wait for', async () => {
    expect(await loadEntryModules(false, '/session/login')).toEqual({});
    expect(await loadEntryModules(true, '/Lucid/home/coyote')).toEqual({ layout, home });
    expect(await loadEntryModules(true, '/')).toEqual({ layout, home });
  });

  it('only preloads them on any other page: its first render does not wait', async () => {
    expect(await loadEntryModules(true, '/okta-token')).toEqual({});
    expect(await loadEntryModules(false, '/kiosk/card/7000000001')).toEqual({});
  });
});

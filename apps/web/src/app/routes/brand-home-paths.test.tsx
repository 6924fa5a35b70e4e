import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../shared/query/query-client';
import { clearSession } from '../../shared/session/session-store';
import { fakeApi, signInForTests, testProfile, testTier } from '../../test/fake-api';
import { jsonResponse, renderAppRoutes, testBrand } from '../../test/render';
import { createRoutes } from './routes';

afterEach(() => {
  clearSession();
  queryClient.clear();
});

const api = () =>
  fakeApi({
    'GET /api/profile/': () => jsonResponse(200, testProfile),
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
  });

describe('{layout}/home/{brand}', () => {
  it("opens the dashboard under any brand's name", async () => {
    signInForTests();
    api();
    const { router } = renderAppRoutes(createRoutes([]), '/lucid/home/coyote', testBrand);
    // Until the lazy home code is in, the loader stays up rather than a blank page.
    expect(screen.getByRole('status')).toHaveTextContent(/loading data/i);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lucid/home/coyote');
  });

  it("takes a brand's name in any case, as the router's paths do", async () => {
    signInForTests();
    api();
    const { router } = renderAppRoutes(createRoutes([]), '/lucid/home/Coyote', testBrand);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lucid/home/Coyote');
  });

  it('sends a segment that names no brand to the start, signed in or not', async () => {
    signInForTests();
    api();
    const signedIn = renderAppRoutes(createRoutes([]), '/condensed/home/nobody/offers-new', testBrand);
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/condensed/home/naskila'));
    signedIn.unmount();

    clearSession();
    const signedOut = renderAppRoutes(createRoutes([]), '/condensed/home/nobody', testBrand);
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/session/login'));
  });

  it('a statement opened by a link from outside goes Back to the statements hub, not out of the portal', async () => {
    signInForTests();
    fakeApi({
      'GET /api/profile/': () => jsonResponse(200, testProfile),
      'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
      'GET /api/statements/rewards': () => jsonResponse(200, { data: [], total: 0 }),
      'GET /api/statements/rewards/lots': () => jsonResponse(200, []),
    });
    const { router } = renderAppRoutes(
      createRoutes([]),
      '/condensed/home/naskila/statements/reward-statement',
      testBrand,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/condensed/home/naskila/statements'));
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testLobby } from '../../features/kiosk-lobby/test/lobby-fixture';
import { queryClient } from '../../shared/query/query-client';
import { clearSession } from '../../shared/session/session-store';
import { fakeApi, signInForTests, testProfile, testTier, type SeenRequest } from '../../test/fake-api';
import { jsonResponse, renderAppRoutes, testBrand } from '../../test/render';
import { createRoutes } from './routes';

const brand = {
  ...testBrand,
  kioskMode: { logoutIdleTimeKiosk: 30, logoutIdleTimePlayerPortal: 900, exitLocation: '/kiosk' },
};

/** Like the server: a player's records only with the player's token. */
const playerOnly = (request: SeenRequest, body: unknown) =>
  request.headers.Authorization ? jsonResponse(200, body) : jsonResponse(401, { errors: ['Unauthorized'] });

const lobbyApi = () => ({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  queryClient.clear();
});

describe('/kiosk while nobody is signed in', () => {
  it('is the lobby; its sign-in opens the card + PIN with the keypad, and Back returns', async () => {
    fakeApi(lobbyApi());
    const { router } = renderAppRoutes(createRoutes([]), '/kiosk', brand);
    const signIn = await screen.findByRole('button', { name: 'Sign in with your card' });
    await userEvent.click(signIn);

    expect(await screen.findByRole('group', { name: 'On-screen keyboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/login');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(localStorage.getItem('KIOSK_MODE')).toBe('1');
    expect(localStorage.getItem('TABLET_MODE')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the start screen' }));
    expect(await screen.findByRole('button', { name: 'Sign in with your card' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
  });

  it('a card sign-in left idle for the kiosk idle time goes back to the lobby by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(lobbyApi());
    localStorage.setItem('KIOSK_MODE', '1');
    const { router } = renderAppRoutes(createRoutes([]), { pathname: '/session/login' } as never, brand);
    expect(await screen.findByRole('group', { name: 'On-screen keyboard' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(router.state.location.pathname).toBe('/session/login');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await screen.findByRole('button', { name: 'Sign in with your card' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
  });

  it('on tp, whose kiosk is the tablet mode, the sign-in turns the tablet mode on', async () => {
    fakeApi(lobbyApi());
    renderAppRoutes(createRoutes([]), '/kiosk', { ...brand, brand: 'tp' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with your card' }));
    expect(await screen.findByRole('group', { name: 'On-screen keyboard' })).toBeInTheDocument();
    expect(localStorage.getItem('TABLET_MODE')).toBe('1');
  });

  it('keeps a lobby token given in the start URL and takes it out of the address', async () => {
    const api = fakeApi(lobbyApi());
    const { router } = renderAppRoutes(createRoutes([]), '/kiosk?lobbyToken=kiosk-secret-0123456789', {
      ...brand,
      kioskLobbyToken: { enabled: true, token: null },
    });
    await screen.findByRole('heading', { name: 'Friday Night Fiesta' });
    expect(localStorage.getItem('KIOSK_LOBBY_TOKEN')).toBe('kiosk-secret-0123456789');
    expect(router.state.location.search).toBe('');
    const sent = api.calls('GET', '/api/kiosk/lobby').map((r) => r.headers['X-Kiosk-Lobby-Token']);
    expect(sent).toEqual(['kiosk-secret-0123456789']);
  });

  it('a signed-out kiosk at the root shows its lobby', async () => {
    fakeApi(lobbyApi());
    localStorage.setItem('KIOSK_MODE', '1');
    const { router } = renderAppRoutes(createRoutes([]), '/', brand);
    expect(await screen.findByRole('button', { name: 'Sign in with your card' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
  });
});

describe('a kiosk logout returns to the lobby with nothing personal left', () => {
  it('Logout, Yes: the lobby, no player on screen, in storage or in the query cache', async () => {
    const api = fakeApi({
      ...lobbyApi(),
      'GET /api/profile/': (r) => playerOnly(r, testProfile),
      'GET /api/rewards/ext/tier': (r) => playerOnly(r, testTier),
      'GET /api/rewards/': (r) => playerOnly(r, { data: [], total: 0 }),
      'POST /oauth/revoke/': () => jsonResponse(200, {}),
    });
    localStorage.setItem('KIOSK_MODE', '1');
    signInForTests();
    // The app's client: the one the session lifecycle clears.
    const { router, container } = renderAppRoutes(createRoutes([]), '/kiosk', brand, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: /Dee Mo/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk/lucid/home/naskila');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['player'] }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('button', { name: 'Sign in with your card' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
    expect(container.textContent).not.toMatch(/Dee|Mo\b|25,000|demo@example/);
    expect(localStorage.getItem('currentUser')).toBeNull();
    const left = queryClient.getQueryCache().findAll({ queryKey: ['player'] });
    expect(left.filter((query) => query.state.data !== undefined)).toEqual([]);
    // Nothing asked for the player after the logout; the lobby is asked without a token.
    const anonymous = api.seen.filter((r) => !r.headers.Authorization).map((r) => r.url.pathname);
    expect(anonymous).toEqual(['/api/kiosk/lobby']);
  });
});

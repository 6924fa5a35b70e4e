import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, isLoggedIn, storeMemorySession } from '../../shared/session/session-store';
import { fakeJwt } from '../../test/jwt';
import { jsonResponse, renderRoutes, testBrand } from '../../test/render';
import { Outlet } from 'react-router';
import { LayoutShell } from './layout-shell';

const kioskMode = { logoutIdleTimeKiosk: 30, logoutIdleTimePlayerPortal: 60, exitLocation: '/kiosk' };
const brand = { ...testBrand, kioskMode };

const routes = [
  {
    path: '/condensed',
    element: <LayoutShell layout="condensed" kiosk={false} />,
    children: [{ path: 'home/naskila', element: <p>Welcome, Pat Ron</p> }],
  },
  {
    path: '/kiosk/lucid',
    element: <LayoutShell layout="lucid" kiosk />,
    children: [{ path: 'home/naskila', element: <p>Welcome, Pat Ron</p> }],
  },
  { path: '/kiosk', element: <p>kiosk home</p> },
  { path: '/session/login', element: <p>login screen</p> },
  { path: '/dummy-login/dummy-login', element: <p>manager sign-in</p> },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const storeUser = () =>
  localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));

describe('LayoutShell session behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('names the manager in a banner on every layout screen; End impersonation returns to dummy-login', async () => {
    storeMemorySession({
      access_token: fakeJwt({ sub: '7080001@naskila', act: { sub: '9000001@naskila' } }),
      token_type: 'Bearer',
      expires_in: 600,
    });
    const { router } = renderRoutes(routes, '/condensed/home/naskila', brand);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Acting as patron 7080001 — manager 9000001');
    expect(localStorage.getItem('currentUser')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    expect(await screen.findByText('manager sign-in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?patronId=7080001');
    expect(isLoggedIn()).toBe(false);
  });

  it('shows no banner for a patron signed in normally', () => {
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', brand);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('reads the portal idle time from KioskMode metadata and logs out at zero', async () => {
    vi.useFakeTimers();
    storeUser();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    renderRoutes(routes, '/condensed/home/naskila', brand);
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await advance(10_000);
    await advance(0);
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Pat Ron')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your Session Ended');
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/oauth/revoke/?logout');
  });

  it('kiosk: 30 s from metadata, No logs out and goes back to the kiosk home', async () => {
    vi.useFakeTimers();
    storeUser();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    renderRoutes(routes, '/kiosk/lucid/home/naskila', brand);
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await advance(0);
    expect(screen.getByText('kiosk home')).toBeInTheDocument();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('kiosk: a KioskMode countdown of 20 s (WCAG 2.2.1) makes the modal count from 20', async () => {
    vi.useFakeTimers();
    storeUser();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    renderRoutes(routes, '/kiosk/lucid/home/naskila', {
      ...testBrand,
      kioskMode: { ...kioskMode, kioskCountdownSeconds: 20, logoutAlertCountdownSeconds: 15 },
    });
    await advance(30_000);
    const modal = screen.getByRole('alertdialog', { name: 'Do you need more time?' });
    expect(modal).toHaveTextContent('Returning to the start screen in 20 seconds.');
    await advance(19_000);
    expect(modal).toHaveTextContent('Returning to the start screen in 1 seconds.');
    expect(screen.getByText('Welcome, Pat Ron')).toBeInTheDocument();
    await advance(1_000);
    await advance(0);
    expect(screen.getByText('kiosk home')).toBeInTheDocument();
  });

  it('portal: the logout alert counts from KioskMode logoutAlertCountdownSeconds', async () => {
    vi.useFakeTimers();
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', {
      ...testBrand,
      kioskMode: { ...kioskMode, kioskCountdownSeconds: 15, logoutAlertCountdownSeconds: 20 },
    });
    await advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent(
      'You will be signed out in 20 seconds.',
    );
  });

  it('without the countdown fields both modals keep the spec default of 10 s', async () => {
    vi.useFakeTimers();
    storeUser();
    renderRoutes(routes, '/kiosk/lucid/home/naskila', brand);
    await advance(30_000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Returning to the start screen in 10 seconds.');
  });

  it('kiosk: Logout, then Yes, signs out and returns to the kiosk start (its lobby), not the login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    storeUser();
    renderRoutes(routes, '/kiosk/lucid/home/naskila', brand);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('kiosk home')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Pat Ron')).not.toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
  });

  it('kiosk: back on the home screen leaves to the exit location', async () => {
    storeUser();
    renderRoutes(routes, '/kiosk/lucid/home/naskila', brand);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('kiosk home')).toBeInTheDocument();
  });
});

describe('LayoutShell focus after the menu and the logout dialog', () => {
  afterEach(() => clearSession());

  const openMenu = async () => {
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    return { toggle, menu: screen.getByRole('navigation', { name: 'Main menu' }) };
  };

  it('logout from the menu, then No: focus returns to the menu toggle, not the hidden menu', async () => {
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', brand);
    const { toggle, menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('logout from the menu, then Escape: focus returns to the menu toggle', async () => {
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', brand);
    const { toggle, menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('logout from the header, then No: focus returns to the header Logout button that opened it', async () => {
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', brand);
    const logout = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(logout).toHaveFocus();
  });

  it('Escape in the open menu closes it and returns focus to the menu toggle', async () => {
    storeUser();
    renderRoutes(routes, '/condensed/home/naskila', brand);
    const { toggle, menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('LayoutShell page fade', () => {
  const fadeRoutes = [
    {
      path: '/condensed',
      element: <LayoutShell layout="condensed" kiosk={false} />,
      children: [
        {
          path: 'home/naskila',
          element: (
            <>
              <p>Welcome, Pat Ron</p>
              <Outlet />
            </>
          ),
          children: [{ path: 'rewards/:code/qrcode', element: <p>QR dialog</p>, handle: { overlay: true } }],
        },
        { path: 'settings', element: <p>Settings page</p> },
        { path: 'profile', element: <p>Profile page</p> },
      ],
    },
  ];
  const page = () => document.querySelector('.shell__page');

  afterEach(clearSession);

  it('fades in a route the player goes to, not the first screen nor a redirect', async () => {
    storeUser();
    const { router } = renderRoutes(fadeRoutes, '/condensed/home/naskila', brand);
    expect(page()).not.toHaveClass('shell__page--fade');
    await act(() => router.navigate('/condensed/settings'));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(page()).toHaveClass('shell__page--fade');
    await act(() => router.navigate('/condensed/profile', { replace: true }));
    expect(screen.getByText('Profile page')).toBeInTheDocument();
    expect(page()).not.toHaveClass('shell__page--fade');
  });

  it('keeps the page behind a dialog opened over it: not mounted again, not faded', async () => {
    storeUser();
    const { router } = renderRoutes(fadeRoutes, '/condensed/home/naskila', brand);
    const before = page();
    await act(() => router.navigate('/condensed/home/naskila/rewards/ABC/qrcode'));
    expect(screen.getByText('QR dialog')).toBeInTheDocument();
    expect(page()).toBe(before);
    expect(page()).not.toHaveClass('shell__page--fade');
  });

  it('never fades a page already on screen again (same path, new query), and fades going back', async () => {
    storeUser();
    const { router } = renderRoutes(fadeRoutes, '/condensed/home/naskila', brand);
    await act(() => router.navigate('/condensed/home/naskila?sort=name'));
    expect(page()).not.toHaveClass('shell__page--fade');
    await act(() => router.navigate('/condensed/settings'));
    await act(() => router.navigate(-1));
    expect(screen.getByText('Welcome, Pat Ron')).toBeInTheDocument();
    expect(page()).toHaveClass('shell__page--fade');
  });
});

import type { Brand, Layout } from '@patron/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../shared/session/session-store';
import { signInForTests } from '../../test/fake-api';
import { renderRoutes, testBrand } from '../../test/render';
import { LayoutShell } from './layout-shell';

const portalSettings = {
  unauthorizedRedirectUri: '/session/login',
  digitalConciergeUrl: 'https://concierge.riverwalk.example/',
  hotelBookingUrl: 'https://book.riverwalk.example/rooms',
};

function renderShell(layout: Layout, base: string, brand: Brand, path = `${base}/home/${brand}`) {
  const routes = [
    {
      path: base,
      element: <LayoutShell layout={layout} kiosk={base.startsWith('/kiosk')} />,
      children: [{ path: '*', element: <p>screen</p> }],
    },
  ];
  return renderRoutes(routes, path, { ...testBrand, brand, portalSettings });
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('↗', '').trim());

describe('the menu of each layout', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it.each([
    ['mobile', '/mobile', 'rwlv'],
    ['lucid', '/lucid', 'coyote'],
  ] as const)(
    '%s: the spec entries, nested children, Logout, then the external pages',
    async (layout, base, brand) => {
      signInForTests();
      renderShell(layout, base, brand);
      const menu = await openMenu();
      expect(names(menu)).toEqual([
        'Home',
        'Profile',
        'Badges',
        'Offers',
        'How it works',
        'Tier Benefits',
        'Earn & Redeem',
        'Statements',
        'Rewards Statement',
        'Win/Loss Statement',
        'Settings',
        'Digital concierge (opens in a new tab)',
        'Book a hotel room (opens in a new tab)',
      ]);
      const home = `${base}/home/${brand}`;
      expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `${home}/profile`);
      expect(within(menu).getByRole('link', { name: 'Badges' })).toHaveAttribute(
        'href',
        `${home}/medallions`,
      );
      expect(within(menu).getByRole('link', { name: 'Tier Benefits' })).toHaveAttribute(
        'href',
        `${home}/benefits/milestones-benefits`,
      );
      expect(within(menu).getByRole('link', { name: 'Earn & Redeem' })).toHaveAttribute(
        'href',
        `${home}/benefits/how-to-earn`,
      );
      expect(within(menu).getByRole('link', { name: 'Win/Loss Statement' })).toHaveAttribute(
        'href',
        `${home}/statements/win-loss`,
      );
      const concierge = within(menu).getByRole('link', { name: /Digital concierge/ });
      expect(concierge).toHaveAttribute('href', portalSettings.digitalConciergeUrl);
      expect(concierge).toHaveAttribute('target', '_blank');
      expect(concierge.getAttribute('rel')).toContain('noopener');
      const logout = within(menu).getByRole('button', { name: 'Logout' });
      expect(logout.compareDocumentPosition(concierge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('mobile: the current screen is marked, Home only on home', async () => {
    signInForTests();
    renderShell('mobile', '/mobile', 'rwlv', '/mobile/home/rwlv/benefits/how-to-earn');
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Earn & Redeem' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('mobile: a link click navigates and the menu closes 200 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTests();
    const { router } = renderShell('mobile', '/mobile', 'rwlv');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Badges' }));
    expect(router.state.location.pathname).toBe('/mobile/home/rwlv/medallions');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(menu).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(menu).not.toBeVisible();
  });

  it('condensed: Home, Profile and Settings, Logout, no external pages', async () => {
    signInForTests();
    renderShell('condensed', '/condensed', 'naskila');
    const menu = await openMenu();
    expect(names(menu)).toEqual(['Home', 'Profile', 'Settings']);
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/condensed/profile');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(
      screen.getAllByRole('button', { name: 'Logout' })[0] ?? null,
    );
  });

  it('condensed in tablet mode: a floating logout instead of the header one, and a back button', async () => {
    signInForTests();
    localStorage.setItem('TABLET_MODE', '1');
    renderShell('condensed', '/condensed', 'naskila');
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Logout' }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog', { name: 'Log out' })).toBeInTheDocument();
  });

  it('kiosk: the lucid menu keeps the spec entries but never leaves the portal', async () => {
    signInForTests();
    renderShell('lucid', '/kiosk/lucid', 'coyote');
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Badges' })).toHaveAttribute(
      'href',
      '/kiosk/lucid/home/coyote/medallions',
    );
    expect(within(menu).queryByRole('link', { name: /Digital concierge/ })).not.toBeInTheDocument();
  });
});

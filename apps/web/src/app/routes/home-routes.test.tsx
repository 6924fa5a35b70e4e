import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  inDays,
  signInForTests,
  testOffer,
  testProfile,
  testReward,
  testTier,
} from '../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../test/render';
import { reopenCards } from '../../shared/ui/card/closed-cards';
import { brandHomeChildren } from './brand-home-routes';

// Many clicks per test on a loaded two-core machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const HOME = '/condensed/home/naskila';
const routes = [{ path: HOME, children: brandHomeChildren() }];

const hot = testReward({
  id: 'r-hot',
  rewardCode: 'NSK-HOT',
  name: 'Free play $20',
  expirationDate: inDays(2),
  hot: true,
});
const later = testReward();

function api() {
  return fakeApi({
    'GET /api/profile/': () => jsonResponse(200, testProfile),
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    'GET /api/rewards/ext/balances': () =>
      jsonResponse(200, {
        data: [
          {
            currency: 'points',
            balance: 25_000,
            expiring: [{ amount: 500, expiresAt: '2026-11-26T00:00:00.000Z' }],
          },
        ],
      }),
    'GET /api/rewards/': () => jsonResponse(200, { data: [hot, later], total: 2 }),
    'GET /api/rewards/NSK-1001': () => jsonResponse(200, { ...later, locations: [] }),
    'GET /api/rewards/ext/offers': () => jsonResponse(200, { data: [testOffer()], total: 1 }),
  });
}

describe('home dashboard (home, External tier)', INTERACTION_TIMEOUT, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('shows the balance, its dollar value, the tier and the credits to the next tier', async () => {
    api();
    renderRoutes(routes, HOME);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(await within(card).findByText('25,000 points')).toBeInTheDocument();
    expect(within(card).getByText('$250.00')).toBeInTheDocument();
    expect(within(card).getByText('Gold')).toBeInTheDocument();
    expect(within(card).getByText('1,200 tier credits to Platinum')).toBeInTheDocument();
    expect(await within(card).findByText('500 points expire on Nov 26, 2026')).toBeInTheDocument();
  });

  it('lists only the hot rewards in the hot card, asking with the hotRewardDays setting', async () => {
    localStorage.setItem('settings', JSON.stringify({ hotRewardDays: 5 }));
    const { calls } = api();
    renderRoutes(routes, HOME);
    const hotCard = await screen.findByRole('region', { name: 'Hot rewards' });
    expect(await within(hotCard).findByRole('heading', { name: 'Free play $20' })).toBeInTheDocument();
    expect(within(hotCard).queryByRole('heading', { name: 'Dinner for two' })).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'My rewards' });
    expect(await within(list).findByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
    expect(calls('GET', '/api/rewards/').every((c) => c.url.searchParams.get('hotRewardDays') === '5')).toBe(
      true,
    );
  });

  it('closes a card and gives focus to the button that brings it back', async () => {
    api();
    renderRoutes(routes, HOME);
    const hotCard = await screen.findByRole('region', { name: 'Hot rewards' });
    await userEvent.click(within(hotCard).getByRole('button', { name: 'Close Hot rewards' }));
    expect(screen.queryByRole('region', { name: 'Hot rewards' })).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Show 1 closed card' });
    expect(reopen).toHaveFocus();
    await userEvent.click(reopen);
    expect(screen.getByRole('region', { name: 'Hot rewards' })).toBeInTheDocument();
  });

  it('opens a reward action as a subpath of the home URL and closes back to it', async () => {
    api();
    const { router } = renderRoutes(routes, HOME);
    const list = await screen.findByRole('region', { name: 'My rewards' });
    await userEvent.click(await within(list).findByRole('link', { name: 'Swap, Dinner for two' }));
    expect(router.state.location.pathname).toBe(`${HOME}/rewards/NSK-1001/swap`);
    const dialog = await screen.findByRole('dialog', { name: /Swap/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(HOME);
    const list2 = screen.getByRole('region', { name: 'My rewards' });
    expect(within(list2).getByRole('link', { name: 'Swap, Dinner for two' })).toHaveFocus();
  });
});

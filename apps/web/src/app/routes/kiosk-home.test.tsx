import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests, testProfile, testReward, testTier } from '../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../test/render';
import { reopenCards } from '../../shared/ui/card/closed-cards';
import { brandHomeChildren } from './brand-home-routes';

const KIOSK_HOME = '/kiosk/lucid/home/naskila';
const DESKTOP_HOME = '/lucid/home/naskila';
const routes = [
  { path: KIOSK_HOME, children: brandHomeChildren() },
  { path: DESKTOP_HOME, children: brandHomeChildren() },
];
// The kiosk home is a lazy chunk of its own, and the dialogs too: on a loaded machine they take a while.
const FIRST_RENDER = { timeout: 10_000 };
const rewards = [testReward(), testReward({ id: 'r2', rewardCode: 'NSK-1002', name: 'Spa hour' })];

function api() {
  return fakeApi({
    'GET /api/profile/': () => jsonResponse(200, testProfile),
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    'GET /api/rewards/ext/balances': () => jsonResponse(200, { data: [] }),
    'GET /api/rewards/': () => jsonResponse(200, { data: rewards, total: rewards.length }),
    'GET /api/announcements/': () => jsonResponse(200, []),
  });
}

describe('the kiosk home', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('leads by large tiles to points, rewards, offers, badges and statements, with the player’s own numbers', async () => {
    const { calls } = api();
    renderRoutes(routes, KIOSK_HOME);
    const tiles = await screen.findByRole('navigation', { name: 'Your account' }, FIRST_RENDER);
    const link = (name: RegExp) => within(tiles).getByRole('link', { name });
    expect(await within(tiles).findByText('25,000 points', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(link(/^Points/)).toHaveAttribute('href', `${KIOSK_HOME}/statements/reward-statement`);
    expect(link(/^Points/)).toHaveTextContent('Gold');
    expect(await within(tiles).findByText('2 rewards', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(link(/^Rewards/)).toHaveAttribute('href', '#kiosk-rewards');
    expect(link(/^Offers/)).toHaveAttribute('href', `${KIOSK_HOME}/offers-new`);
    expect(link(/^Badges/)).toHaveAttribute('href', `${KIOSK_HOME}/medallions`);
    expect(link(/^Statements/)).toHaveAttribute('href', `${KIOSK_HOME}/statements`);
    // The tile and the list below it read one answer.
    expect(calls('GET', '/api/rewards/')).toHaveLength(1);
  });

  it('shows the rewards list where the Rewards tile leads, without the desktop cards', async () => {
    api();
    renderRoutes(routes, KIOSK_HOME);
    const list = await screen.findByRole('region', { name: 'My rewards' }, FIRST_RENDER);
    expect(list.closest('#kiosk-rewards')).not.toBeNull();
    expect(await within(list).findByRole('heading', { name: 'Spa hour' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Points and tier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hot rewards' })).not.toBeInTheDocument();
  });

  it('opens a reward’s QR code over the kiosk home, as every home does', async () => {
    api();
    renderRoutes(routes, KIOSK_HOME);
    const list = await screen.findByRole('region', { name: 'My rewards' }, FIRST_RENDER);
    await userEvent.click(await within(list).findByRole('link', { name: 'QR code, Spa hour' }, FIRST_RENDER));
    expect(await screen.findByRole('dialog', { name: /^QR code: / }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
  });

  it('leaves the desktop home as it is', async () => {
    api();
    renderRoutes(routes, DESKTOP_HOME);
    expect(await screen.findByRole('region', { name: 'Points and tier' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
  });
});

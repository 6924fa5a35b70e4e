import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { reopenCards } from '../../../shared/ui/card/closed-cards';
import { fakeApi, signInForTests, testReward } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { QrCodeDialog } from './qr-code-dialog';
import { RewardsCard } from './rewards-card';

// The rewards list and one reward's detail when the property's casino system does not answer.
const HOME = '/lucid/home/naskila';
const routes = [
  {
    path: HOME,
    element: (
      <>
        <RewardsCard />
        <Outlet />
      </>
    ),
    children: [{ path: 'rewards/:rewardCode/qrcode', element: <QrCodeDialog /> }],
  },
];
const UNAVAILABLE = 'The casino system is not answering. Please try again in a minute.';
const reward = testReward();
const page = { data: [reward], total: 1 };

function api(list: (() => Response)[], detail: (() => Response)[] = []) {
  const listAnswers = [...list];
  const detailAnswers = [...detail];
  return fakeApi({
    'GET /api/rewards/': () => listAnswers.shift()?.() ?? jsonResponse(200, page),
    'GET /api/rewards/NSK-1001': () =>
      detailAnswers.shift()?.() ?? jsonResponse(200, { ...reward, locations: ['Cage'] }),
    'GET /api/codeimage/NSK-1001': () =>
      new Response(new Uint8Array([137, 80]), { status: 200, headers: { 'Content-Type': 'image/png' } }),
  });
}

describe('rewards when the casino system does not answer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('says from when a last-known list is, and nothing for a fresh one', async () => {
    const asOf = new Date(Date.now() - 60_000).toISOString();
    api([() => jsonResponse(200, { ...page, stale: true, asOf })]);
    renderRoutes(routes, HOME);
    const card = await screen.findByRole('region', { name: 'My rewards' });
    expect(await within(card).findByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
    expect(within(card).getByText(/^Shown as of .+ — the casino system/)).toHaveAttribute('role', 'status');
    await userEvent.click(within(card).getByRole('button', { name: 'Refresh My rewards' }));
    await screen.findByText('1 reward');
    await expect.poll(() => within(card).queryByText(/Shown as of/)).toBeNull();
  });

  it('answers a 503 with the server’s words and a Try again that refetches, not an empty list', async () => {
    const { calls } = api([() => jsonResponse(503, { errors: [UNAVAILABLE] })]);
    renderRoutes(routes, HOME);
    const card = await screen.findByRole('region', { name: 'My rewards' });
    const retry = await within(card).findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(UNAVAILABLE);
    expect(within(card).queryByText('Loading…')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await within(card).findByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
    expect(calls('GET', '/api/rewards/')).toHaveLength(2);
  });

  it('says from when a last-known reward detail is, in its dialog', async () => {
    const asOf = new Date(Date.now() - 60_000).toISOString();
    api([], [() => jsonResponse(200, { ...reward, locations: ['Cage'], stale: true, asOf })]);
    renderRoutes(routes, `${HOME}/rewards/NSK-1001/qrcode`);
    const dialog = await screen.findByRole('dialog', { name: 'QR code: Dinner for two' });
    expect(await within(dialog).findByText(/^Shown as of .+ — the casino system/)).toHaveAttribute(
      'role',
      'status',
    );
  });
});

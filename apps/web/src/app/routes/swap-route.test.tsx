import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playerKeys } from '../../shared/api/player/player-keys';
import { fakeApi, signInForTests, testOffer, testReward } from '../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../test/render';
import { SwapRoute } from './swap-route';

// Many clicks per test on a loaded two-core machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const reward = testReward();
const swapped = testReward({ id: 'r2', rewardCode: 'NSK-2002', name: 'Spa day', offerId: 'o-spa' });

function routesFor(home: string) {
  return [
    {
      path: home,
      element: <Outlet />,
      children: [{ path: 'rewards/:rewardCode/swap', element: <SwapRoute /> }],
    },
  ];
}

function api(swapAnswers: (() => Response)[]) {
  const answers = [...swapAnswers];
  return fakeApi({
    'GET /api/rewards/NSK-1001': () => jsonResponse(200, { ...reward, locations: [] }),
    'GET /api/rewards/ext/offers': () =>
      jsonResponse(200, {
        data: [
          testOffer(),
          testOffer({
            id: 'o-show',
            name: 'Show tickets',
            cost: 9_000,
            available: false,
            unavailableReason: 'points',
          }),
          testOffer({ id: 'o-suite', name: 'Suite', available: false, unavailableReason: 'tier' }),
          testOffer({ id: 'o-dinner', name: 'Dinner for two' }),
          testOffer({ id: 'o-buffet', name: 'Buffet', cost: 300 }),
        ],
        total: 5,
      }),
    'POST /api/rewards/swap': () => answers.shift()?.() ?? jsonResponse(500, null),
  });
}

async function pickSpaDay() {
  const dialog = await screen.findByRole('dialog', { name: 'Swap Dinner for two' });
  const offers = await within(dialog).findByRole('group', { name: 'Choose the offer you want instead' });
  // The player's own offer and one above their tier are not offered; "not enough points" may still fit.
  expect(
    within(offers)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual([
    'Spa day — 2,000 points · Costs 500 more points',
    'Show tickets — 9,000 points · Costs 7,500 more points',
    'Buffet — 300 points · You give up 1,200 points of value',
  ]);
  await userEvent.click(within(offers).getByRole('radio', { name: /Spa day/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Costs 500 more points')).toBeInTheDocument();
  return dialog;
}

describe('SwapRoute', INTERACTION_TIMEOUT, () => {
  beforeEach(signInForTests);

  it('swaps with the birthdate and one Idempotency-Key, reused when the player retries', async () => {
    const { calls } = api([
      () => jsonResponse(503, null),
      () => jsonResponse(200, { reward: swapped, pointsBalance: 24_500 }),
    ]);
    const { router } = renderRoutes(
      routesFor('/condensed/home/naskila'),
      '/condensed/home/naskila/rewards/NSK-1001/swap',
    );
    const dialog = await pickSpaDay();
    const birthdate = within(dialog).getByLabelText('Your birthdate');
    expect(birthdate).toHaveFocus();
    await userEvent.type(birthdate, '19800517');
    expect(birthdate).toHaveValue('1980-05-17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('The swap did not go through. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/condensed/home/naskila'));

    const posts = calls('POST', '/api/rewards/swap');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({ id: 'o-spa', rewardCode: 'NSK-1001', birthdate: '1980-05-17' });
    const key = posts[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(key);
    expect(
      screen.getByText('Swapped. Your new reward Spa day has code NSK-2002. Balance: 24,500 points.'),
    ).toBeInTheDocument();
  });

  it('shows a pending swap (202) as information in the dialog, refreshes the lists, and closes', async () => {
    const message = 'Your swap was taken; the new reward appears as soon as the casino confirms it.';
    const { calls } = api([() => jsonResponse(202, { pending: true, message })]);
    const { router, queryClient } = renderRoutes(
      routesFor('/condensed/home/naskila'),
      '/condensed/home/naskila/rewards/NSK-1001/swap',
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await pickSpaDay();
    await userEvent.type(within(dialog).getByLabelText('Your birthdate'), '19800517');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
    expect(within(dialog).queryByLabelText('Your birthdate')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Swapped\./)).not.toBeInTheDocument();
    expect(screen.queryByText('The swap did not go through. Please try again.')).not.toBeInTheDocument();
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(expect.arrayContaining([playerKeys.rewards(), playerKeys.balances()]));

    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    await userEvent.click(done);
    await waitFor(() => expect(router.state.location.pathname).toBe('/condensed/home/naskila'));
    expect(calls('POST', '/api/rewards/swap')).toHaveLength(1);
  });

  it('sends a new key when the player corrects the birthdate after a refusal', async () => {
    const { calls } = api([
      () => jsonResponse(403, { errors: ['The birthdate does not match.'] }),
      () => jsonResponse(200, { reward: swapped, pointsBalance: 24_500 }),
    ]);
    renderRoutes(routesFor('/condensed/home/naskila'), '/condensed/home/naskila/rewards/NSK-1001/swap');
    const dialog = await pickSpaDay();
    const birthdate = within(dialog).getByLabelText('Your birthdate');
    await userEvent.type(birthdate, '19800518');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('The birthdate does not match.')).toBeInTheDocument();
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '19800517');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(calls('POST', '/api/rewards/swap')).toHaveLength(2));
    const [first, second] = calls('POST', '/api/rewards/swap');
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('refuses an incomplete birthdate without calling the server', async () => {
    const { calls } = api([]);
    renderRoutes(routesFor('/condensed/home/naskila'), '/condensed/home/naskila/rewards/NSK-1001/swap');
    const dialog = await pickSpaDay();
    await userEvent.type(within(dialog).getByLabelText('Your birthdate'), '1980');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(within(dialog).getByText('Enter your birthdate as YYYY-MM-DD.')).toBeInTheDocument();
    expect(calls('POST', '/api/rewards/swap')).toHaveLength(0);
  });

  it('takes the birthdate from the on-screen keyboard at a kiosk', async () => {
    const { calls } = api([() => jsonResponse(200, { reward: swapped, pointsBalance: 24_500 })]);
    renderRoutes(routesFor('/kiosk/lucid/home/naskila'), '/kiosk/lucid/home/naskila/rewards/NSK-1001/swap');
    const dialog = await pickSpaDay();
    const pad = within(dialog).getByRole('group', { name: 'On-screen keyboard' });
    for (const digit of '19800517') await userEvent.click(within(pad).getByRole('button', { name: digit }));
    expect(within(dialog).getByLabelText('Your birthdate')).toHaveValue('1980-05-17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(calls('POST', '/api/rewards/swap')).toHaveLength(1));
  });
});

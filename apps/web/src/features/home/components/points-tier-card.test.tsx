import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatAsOf } from '../../../shared/ui/last-known/as-of-time';
import { reopenCards } from '../../../shared/ui/card/closed-cards';
import { fakeApi, signInForTests, testTier } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { PointsTierCard } from './points-tier-card';

// The home's balances and tier card when the property's casino system does not answer.
const PATH = '/condensed/home/naskila';
const routes = [{ path: PATH, element: <PointsTierCard /> }];
const UNAVAILABLE = 'The casino system is not answering. Please try again in a minute.';
const balances = {
  data: [
    {
      currency: 'points',
      balance: 25_000,
      expiring: [{ amount: 500, expiresAt: '2026-11-26T00:00:00.000Z' }],
    },
    { currency: 'tierCredits', balance: 3_800, expiring: [] },
    { currency: 'compDollars', balance: 4_250, expiring: [] },
    { currency: 'freePlay', balance: 2_000, expiring: [] },
  ],
};

function api(tier: (() => Response)[], balance: (() => Response)[] = []) {
  const tierAnswers = [...tier];
  const balanceAnswers = [...balance];
  return fakeApi({
    'GET /api/rewards/ext/tier': () => tierAnswers.shift()?.() ?? jsonResponse(200, testTier),
    'GET /api/rewards/ext/balances': () => balanceAnswers.shift()?.() ?? jsonResponse(200, balances),
  });
}

describe('PointsTierCard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('shows the comp dollars and free play beside the points, and the tier credits of the period', async () => {
    api([]);
    renderRoutes(routes, PATH);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(await within(card).findByTestId('balance-compDollars')).toHaveTextContent('$42.50');
    expect(within(card).getByTestId('balance-freePlay')).toHaveTextContent('$20.00');
    expect(within(card).getByText('3,800, counted until Dec 31, 2026')).toBeInTheDocument();
  });

  it('leaves out a currency the program does not have', async () => {
    api([], [() => jsonResponse(200, { data: [balances.data[0]] })]);
    renderRoutes(routes, PATH);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(await within(card).findByText('25,000 points')).toBeInTheDocument();
    await within(card).findByText('500 points expire on Nov 26, 2026');
    expect(within(card).queryByTestId('balance-compDollars')).not.toBeInTheDocument();
    expect(within(card).queryByText('Free play')).not.toBeInTheDocument();
  });
});

describe('PointsTierCard when the casino system does not answer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('says nothing of a copy while the tier and balances are fresh', async () => {
    api([]);
    renderRoutes(routes, PATH);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(await within(card).findByText('500 points expire on Nov 26, 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/Shown as of/)).not.toBeInTheDocument();
  });

  it('shows the last-known balance with the oldest time the card’s copies are from', async () => {
    const tierAsOf = new Date(Date.now() - 2 * 60_000).toISOString();
    const balancesAsOf = new Date(Date.now() - 9 * 60_000).toISOString();
    api(
      [() => jsonResponse(200, { ...testTier, stale: true, asOf: tierAsOf })],
      [() => jsonResponse(200, { ...balances, stale: true, asOf: balancesAsOf })],
    );
    renderRoutes(routes, PATH);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(await within(card).findByText('25,000 points')).toBeInTheDocument();
    // Hours and minutes (the date too should the test run across midnight): formatAsOf's own tests.
    const time = formatAsOf(balancesAsOf, 'en-US');
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(`Shown as of ${time} —`));
    expect(within(card).getAllByRole('status')).toHaveLength(1);
  });

  it('answers a 503 with the server’s words and a Try again that refetches, not a broken card', async () => {
    const { calls } = api([() => jsonResponse(503, { errors: [UNAVAILABLE] })]);
    renderRoutes(routes, PATH);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    const retry = await within(card).findByRole('button', { name: 'Try again' });
    expect(within(card).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(within(card).queryByText('Loading…')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await within(card).findByText('25,000 points')).toBeInTheDocument();
    expect(calls('GET', '/api/rewards/ext/tier')).toHaveLength(2);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});

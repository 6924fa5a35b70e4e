import type { PointsLot, StatementMovement } from '@patron/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { statementsRoutes } from '../statements-routes';

// The rewards statement and its expiry calendar when the property's casino system does not answer.
const PATH = '/mobile/home/rwlv/statements/reward-statement';
const routes = [{ path: '/mobile/home/rwlv', children: statementsRoutes() }];
const UNAVAILABLE = 'The casino system is not answering. Please try again in a minute.';

const movement: StatementMovement = {
  id: 'm1',
  at: '2026-10-10T18:00:00.000Z',
  currency: 'points',
  amount: 300,
  balanceAfter: 1300,
  kind: 'earn',
  reason: 'earn',
  label: 'Slot play',
  source: 'cms',
};

/** A casino system gives only when points expire, never when they were earned. */
const cmsLot: PointsLot = {
  id: 'l1',
  earnedAt: null,
  label: 'Points expiring',
  source: 'cms',
  amount: 1200,
  remaining: 1200,
  expiresAt: '2026-12-03T12:00:00.000Z',
};

type Answer = () => Response;

function api(movements: Answer[], lots: Answer[]) {
  const movementAnswers = [...movements];
  const lotAnswers = [...lots];
  return fakeApi({
    'GET /api/statements/rewards': () =>
      movementAnswers.shift()?.() ?? jsonResponse(200, { data: [movement], total: 1 }),
    'GET /api/statements/rewards/lots': () =>
      lotAnswers.shift()?.() ?? jsonResponse(200, { data: [cmsLot], total: 1 }),
  });
}

describe('RewardsStatementScreen when the casino system does not answer', { timeout: 30_000 }, () => {
  beforeEach(signInForTests);
  afterEach(() => vi.restoreAllMocks());

  it('shows points lots without an earn date, and no notice while the answers are fresh', async () => {
    api([], []);
    renderRoutes(routes, PATH);
    const calendar = await screen.findByRole('region', { name: 'What expires when' });
    expect(await within(calendar).findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(within(calendar).getByText('1,200 points')).toBeInTheDocument();
    expect(within(calendar).getByText('Points expiring')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Movements with running balance' });
    expect(document.body).not.toHaveTextContent('Invalid Date');
    expect(screen.queryByText(/Shown as of/)).not.toBeInTheDocument();
  });

  it('says from when the movements and the lots are when they come from a last-known copy', async () => {
    const asOf = new Date(Date.now() - 3 * 60_000).toISOString();
    api(
      [() => jsonResponse(200, { data: [movement], total: 1, stale: true, asOf })],
      [() => jsonResponse(200, { data: [cmsLot], total: 1, stale: true, asOf })],
    );
    renderRoutes(routes, PATH);
    const movements = await screen.findByRole('region', { name: 'Movements' });
    const calendar = screen.getByRole('region', { name: 'What expires when' });
    for (const region of [movements, calendar]) {
      const notice = await within(region).findByText(/^Shown as of .+ — the casino system is not answering/);
      expect(notice).toHaveAttribute('role', 'status');
    }
    expect(within(movements).getByText('Slot play')).toBeInTheDocument();
  });

  it('answers a 503 with the server’s words and a Try again that refetches', async () => {
    const unavailable = () => jsonResponse(503, { errors: [UNAVAILABLE] });
    const { calls } = api([unavailable], [unavailable]);
    renderRoutes(routes, PATH);
    const movements = await screen.findByRole('region', { name: 'Movements' });
    const calendar = screen.getByRole('region', { name: 'What expires when' });
    const retryMovements = await within(movements).findByRole('button', { name: 'Try again' });
    expect(within(movements).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(within(movements).queryByText('Loading…')).not.toBeInTheDocument();
    const retryLots = await within(calendar).findByRole('button', { name: 'Try again' });
    expect(within(calendar).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(within(calendar).queryByText('None of your points are due to expire.')).not.toBeInTheDocument();

    await userEvent.click(retryMovements);
    expect(await within(movements).findByText('Slot play')).toBeInTheDocument();
    await userEvent.click(retryLots);
    expect(await within(calendar).findByText('1,200 points')).toBeInTheDocument();
    expect(calls('GET', '/api/statements/rewards')).toHaveLength(2);
    expect(calls('GET', '/api/statements/rewards/lots')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});

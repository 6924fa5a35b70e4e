import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WinLossStatement } from '@patron/contracts';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { statementsRoutes } from '../statements-routes';

// The win/loss statement when the property's casino system does not answer.
const LAST_YEAR = new Date().getFullYear() - 1;
const routes = [{ path: '/mobile/home/rwlv', children: statementsRoutes() }];
const PATH = '/mobile/home/rwlv/statements/win-loss';
const UNAVAILABLE = 'The casino system is not answering. Please try again in a minute.';

const statement: WinLossStatement = {
  year: LAST_YEAR,
  estimate: true,
  disclaimer: 'Estimates from rated play.',
  totals: { sessions: 1, played: 100_000, won: 90_000, net: -10_000 },
  byGameType: [
    { gameType: 'slots', category: 'slots', sessions: 1, played: 100_000, won: 90_000, net: -10_000 },
  ],
  years: [LAST_YEAR],
  player: { name: 'Mei Tanaka', patronId: '7060001' },
  property: 'Riverwalk Lantern Resort',
  generatedAt: '2026-11-25T12:00:00.000Z',
};

function api(answers: (() => Response)[]) {
  const queue = [...answers];
  return fakeApi({
    'POST /api/statements/win-loss/unlock': () => jsonResponse(200, { token: 'step-up-1', expiresIn: 300 }),
    [`GET /api/statements/win-loss/${LAST_YEAR}`]: () => queue.shift()?.() ?? jsonResponse(200, statement),
  });
}

async function unlock() {
  await userEvent.type(await screen.findByLabelText('Password'), 'Player#2026{Enter}');
}

describe('WinLossScreen when the casino system does not answer', { timeout: 30_000 }, () => {
  beforeEach(signInForTests);

  it('shows a last-known statement with a status line saying from when, and none for a fresh one', async () => {
    const asOf = new Date(Date.now() - 4 * 60_000).toISOString();
    api([() => jsonResponse(200, { ...statement, stale: true, asOf })]);
    renderRoutes(routes, PATH);
    await unlock();
    await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    expect(screen.getByText(/^Shown as of .+ — the casino system is not answering/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('answers a 503 with the server’s words and a Try again that refetches', async () => {
    const { calls } = api([() => jsonResponse(503, { errors: [UNAVAILABLE] })]);
    renderRoutes(routes, PATH);
    await unlock();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await userEvent.click(retry);
    const report = await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    expect(within(report).getAllByText('−$100.00').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Shown as of/)).not.toBeInTheDocument();
    expect(calls('GET', `/api/statements/win-loss/${LAST_YEAR}`)).toHaveLength(2);
  });
});

import type { WinLossStatement } from '@patron/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { statementKeys } from '../api/statement-keys';
import { statementsRoutes } from '../statements-routes';

const LAST_YEAR = new Date().getFullYear() - 1;
const routes = (prefix: string) => [{ path: `${prefix}/home/rwlv`, children: statementsRoutes() }];
const PATH = '/mobile/home/rwlv/statements/win-loss';

const statement = (year: number, sessions = 2): WinLossStatement => ({
  year,
  estimate: true,
  disclaimer: 'Win/loss figures are estimates based on rated play at Riverwalk Lantern Resort.',
  totals: {
    sessions,
    played: sessions ? 150_000 : 0,
    won: sessions ? 120_000 : 0,
    net: sessions ? -30_000 : 0,
  },
  byGameType: sessions
    ? [
        { gameType: 'slots', category: 'slots', sessions: 1, played: 100_000, won: 90_000, net: -10_000 },
        { gameType: 'blackjack', category: 'tables', sessions: 1, played: 50_000, won: 30_000, net: -20_000 },
      ]
    : [],
  years: [LAST_YEAR + 1, LAST_YEAR],
  player: { name: 'Mei Tanaka', patronId: '7060001' },
  property: 'Riverwalk Lantern Resort',
  generatedAt: '2026-11-25T12:00:00.000Z',
});

function api(options: { secret?: string; expireAfter?: number } = {}) {
  let reads = 0;
  return fakeApi({
    'POST /api/statements/win-loss/unlock': ({ body }) => {
      const given = body as { password?: string; pin?: string };
      const ok = (given.password ?? given.pin) === (options.secret ?? 'Player#2026');
      return ok
        ? jsonResponse(200, { token: 'step-up-1', expiresIn: 300 })
        : jsonResponse(403, { errors: ['The password or PIN is incorrect.'] });
    },
    [`GET /api/statements/win-loss/${LAST_YEAR}`]: ({ headers }) => {
      reads += 1;
      if (headers['X-Step-Up'] !== 'step-up-1' || (options.expireAfter && reads > options.expireAfter))
        return jsonResponse(403, {
          errors: ['Confirm your password or PIN to see your win/loss statement.'],
        });
      return jsonResponse(200, statement(LAST_YEAR));
    },
    [`GET /api/statements/win-loss/${LAST_YEAR + 1}`]: () => jsonResponse(200, statement(LAST_YEAR + 1, 0)),
  });
}

describe('WinLossScreen', { timeout: 30_000 }, () => {
  beforeEach(signInForTests);
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('asks for the password first, then shows the year, its totals, game types and disclaimer', async () => {
    const { calls } = api();
    renderRoutes(routes('/mobile'), PATH);
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(calls('GET', `/api/statements/win-loss/${LAST_YEAR}`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'Player#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show my statement' }));
    const report = await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    expect(within(report).getByText('−$300.00')).toBeInTheDocument();
    const table = within(report).getByRole('table', { name: 'Win/loss by game type' });
    expect(within(table).getByRole('rowheader', { name: /Blackjack/ })).toHaveTextContent('Table games');
    expect(report).toHaveTextContent('Estimate only. Win/loss figures are estimates based on rated play');
    expect(calls('POST', '/api/statements/win-loss/unlock')[0]!.body).toEqual({ password: 'Player#2026' });
  });

  it('switches years with the picker and shows an empty year', async () => {
    api();
    renderRoutes(routes('/mobile'), PATH);
    await userEvent.type(await screen.findByLabelText('Password'), 'Player#2026{Enter}');
    await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(LAST_YEAR + 1));
    expect(await screen.findByText(`No rated play on record for ${LAST_YEAR + 1}.`)).toBeInTheDocument();
  });

  it('says a wrong PIN is wrong and keeps the statement hidden', async () => {
    api();
    renderRoutes(routes('/mobile'), PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'Use my PIN' }));
    await userEvent.type(screen.getByLabelText('PIN'), '12ab34');
    expect(screen.getByLabelText('PIN')).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Show my statement' }));
    expect(await screen.findByText(/That password or PIN is not right/)).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('at a kiosk takes the PIN on the on-screen keypad', async () => {
    const { calls } = api({ secret: '2468' });
    renderRoutes(routes('/kiosk/lucid'), '/kiosk/lucid/home/rwlv/statements/win-loss');
    expect(await screen.findByRole('radio', { name: 'Use my PIN' })).toBeChecked();
    for (const digit of '2468') await userEvent.click(screen.getByRole('button', { name: digit }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my statement' }));
    await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    expect(calls('POST', '/api/statements/win-loss/unlock')[0]!.body).toEqual({ pin: '2468' });
  });

  it('hides the statement again when the step-up is refused, and keeps nothing in the cache on leaving', async () => {
    api({ expireAfter: 1 });
    const { router, queryClient } = renderRoutes(routes('/mobile'), PATH);
    await userEvent.type(await screen.findByLabelText('Password'), 'Player#2026{Enter}');
    await screen.findByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    await act(() => queryClient.refetchQueries({ queryKey: statementKeys.winLoss() }));
    expect(await screen.findByText(/the statement was hidden again/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(() => router.navigate('/mobile/home/rwlv/statements'));
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: statementKeys.winLoss() })).toEqual([]),
    );
  });
});

import type { PointsLot, StatementMovement } from '@patron/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { statementsRoutes } from '../statements-routes';

const PATH = '/mobile/home/rwlv/statements/reward-statement';
const routes = [{ path: '/mobile/home/rwlv', children: statementsRoutes() }];

const movement = (i: number, overrides: Partial<StatementMovement> = {}): StatementMovement => ({
  id: String(i),
  at: `2026-0${(i % 9) + 1}-10T18:00:00.000Z`,
  currency: 'points',
  amount: 100 * i,
  balanceAfter: 1000 + 100 * i,
  kind: 'earn',
  reason: 'earn',
  label: `Slot play ${i}`,
  source: 'cms',
  ...overrides,
});

const lots: PointsLot[] = [
  {
    id: 'l1',
    earnedAt: '2026-10-01T12:00:00.000Z',
    label: 'Weekend promotion',
    source: 'promotion',
    amount: 1000,
    remaining: 1000,
    expiresAt: '2026-12-03T12:00:00.000Z',
  },
  {
    id: 'l2',
    earnedAt: '2026-02-01T12:00:00.000Z',
    label: 'Slot play, Feb',
    source: 'cms',
    amount: 2000,
    remaining: 1500,
    expiresAt: '2027-02-01T12:00:00.000Z',
  },
];

function api(total = 45) {
  return fakeApi({
    'GET /api/statements/rewards': ({ url }) => {
      const page = Number(url.searchParams.get('pageNumber'));
      const size = Number(url.searchParams.get('pageSize'));
      const all = Array.from({ length: total }, (_, i) =>
        movement(
          i + 1,
          i === 0 ? { amount: -250, kind: 'redeem', label: 'Redeemed: Buffet', source: 'staff:1042' } : {},
        ),
      );
      return jsonResponse(200, { data: all.slice((page - 1) * size, page * size), total });
    },
    'GET /api/statements/rewards/lots': () =>
      jsonResponse(200, { data: total ? lots : [], total: total ? 2 : 0 }),
    'GET /api/statements/rewards.pdf': () =>
      new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
  });
}

describe('RewardsStatementScreen', { timeout: 30_000 }, () => {
  beforeEach(signInForTests);
  afterEach(() => vi.restoreAllMocks());

  it('shows the movements with source and running balance, and pages through them', async () => {
    const { calls } = api();
    renderRoutes(routes, PATH);
    const table = await screen.findByRole('table', { name: 'Movements with running balance' });
    const first = within(table).getByText('Redeemed: Buffet').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Redeemed · Staff member 1042');
    expect(first).toHaveTextContent('−250');
    expect(first).toHaveTextContent('1,100');
    expect(screen.getByText('45 movements')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slot play 21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const last = calls('GET', '/api/statements/rewards').at(-1)!.url.searchParams;
    expect(last.get('pageNumber')).toBe('2');
    expect(last.get('from')).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000[+-]\d\d:\d\d$/);
    expect(last.get('to')).toMatch(/T23:59:59\.999[+-]\d\d:\d\d$/);
  });

  it('filters by currency and period, and flags a reversed period without asking the server', async () => {
    const { calls } = api();
    renderRoutes(routes, PATH);
    await screen.findByRole('table', { name: 'Movements with running balance' });
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'Free play');
    await waitFor(() =>
      expect(calls('GET', '/api/statements/rewards').at(-1)!.url.searchParams.get('currency')).toBe(
        'freePlay',
      ),
    );
    const before = calls('GET', '/api/statements/rewards').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('GET', '/api/statements/rewards').length).toBe(before + 1);
  });

  it('shows the expiry calendar by month and day', async () => {
    api();
    renderRoutes(routes, PATH);
    const calendar = await screen.findByRole('region', { name: 'What expires when' });
    expect(await within(calendar).findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(within(calendar).getByText('1,000 points')).toBeInTheDocument();
    expect(within(calendar).getByText('Weekend promotion')).toBeInTheDocument();
    expect(within(calendar).getByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    api(0);
    renderRoutes(routes, PATH);
    expect(await screen.findByText(/No movements in this period/)).toBeInTheDocument();
    expect(await screen.findByText('None of your points are due to expire.')).toBeInTheDocument();
  });

  it('downloads the PDF of the period with the bearer token', async () => {
    const { calls } = api();
    const createUrl = vi.fn(() => 'blob:statement');
    const revokeUrl = vi.fn();
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: revokeUrl });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(routes, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls('GET', '/api/statements/rewards.pdf')[0]!;
    expect(request.headers.Authorization).toBe('Bearer a1');
    expect(request.url.searchParams.get('from')).toBeTruthy();
    expect(createUrl).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeUrl).toHaveBeenCalledWith('blob:statement'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { fakeApi, signInForTests, testOffer, testTier } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { OffersScreen } from './offers-screen';

// When the property's casino system does not answer: copies, 503s and pending redemptions.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const PATH = '/condensed/home/naskila/offers-new';
const routes = [{ path: PATH, element: <OffersScreen /> }];
const UNAVAILABLE = 'The casino system is not answering. Please try again in a minute.';
const PENDING = 'Your request was taken; the reward appears as soon as the casino confirms it.';
const catalogue = { data: [testOffer()], total: 1 };

function api(offerAnswers: (() => Response)[], redeem?: () => Response) {
  const answers = [...offerAnswers];
  return fakeApi({
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    'GET /api/rewards/ext/offers': () => answers.shift()?.() ?? jsonResponse(200, catalogue),
    'POST /api/rewards/redeem': () => redeem?.() ?? jsonResponse(500, null),
  });
}

describe('OffersScreen when the casino system does not answer', INTERACTION_TIMEOUT, () => {
  beforeEach(signInForTests);

  it('says nothing of a copy while the catalogue is fresh', async () => {
    api([]);
    renderRoutes(routes, PATH);
    await screen.findByRole('heading', { name: 'Spa day' });
    await screen.findByText('Your balance: 25,000 points');
    expect(screen.queryByText(/Shown as of/)).not.toBeInTheDocument();
  });

  it('shows a last-known catalogue with a status line saying from when', async () => {
    const asOf = new Date(Date.now() - 5 * 60_000).toISOString();
    api([() => jsonResponse(200, { ...catalogue, stale: true, asOf })]);
    renderRoutes(routes, PATH);
    await screen.findByRole('heading', { name: 'Spa day' });
    const notice = await screen.findByText(/^Shown as of .+ — the casino system is not answering/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).not.toHaveTextContent('Invalid Date');
  });

  it('says in the server’s words why there are no offers at all when a stop code pauses them', async () => {
    const notice = 'Offers are paused for this account. The Players Club can tell you more.';
    api([() => jsonResponse(200, { data: [], total: 0, notice })]);
    renderRoutes(routes, PATH);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByText('No offers in this category right now.')).not.toBeInTheDocument();
  });

  it('answers a 503 with the server’s words and a Try again that refetches, not an empty list', async () => {
    const { calls } = api([() => jsonResponse(503, { errors: [UNAVAILABLE] })]);
    renderRoutes(routes, PATH);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByText('No offers in this category right now.')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // The error is still notified as the errors catalogue says (a toast), besides the screen's message.
    expect(screen.getAllByText(UNAVAILABLE).length).toBeGreaterThanOrEqual(2);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Spa day' })).toBeInTheDocument();
    expect(calls('GET', '/api/rewards/ext/offers')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });

  it('shows a pending redemption (202) as information, refreshes the lists, and closes', async () => {
    const { calls } = api([], () => jsonResponse(202, { pending: true, message: PENDING }));
    const { queryClient } = renderRoutes(routes, PATH);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Get it for 2,000 points' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Getting Spa day' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(PENDING);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/is yours/)).not.toBeInTheDocument();
    expect(screen.queryByText('The offer could not be redeemed. Please try again.')).not.toBeInTheDocument();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();

    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(expect.arrayContaining([playerKeys.rewards(), playerKeys.balances()]));
    await waitFor(() => expect(calls('GET', '/api/rewards/ext/tier').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(calls('GET', '/api/rewards/ext/offers').length).toBeGreaterThanOrEqual(2));

    await userEvent.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Offers' })).toHaveFocus();
    expect(calls('POST', '/api/rewards/redeem')).toHaveLength(1);
  });
});

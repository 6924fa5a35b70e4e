import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInForTests, testTier } from '../../../test/fake-api';
import { testLadder } from '../../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { TierBenefitsScreen } from './tier-benefits-screen';

const PATH = '/mobile/home/rwlv/benefits/milestones-benefits';
const routes = [{ path: PATH, element: <TierBenefitsScreen /> }];

describe('Tier Benefits', () => {
  beforeEach(() => {
    signInForTests();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-21T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('tracks credits this period, what the next tier takes and the days left', async () => {
    const { calls } = fakeApi({
      'GET /api/tiers/': () => jsonResponse(200, testLadder),
      'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    });
    renderRoutes(routes, PATH);
    const tracker = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(tracker).getByText('Gold')).toBeInTheDocument();
    expect(within(tracker).getByText('3,800')).toBeInTheDocument();
    expect(within(tracker).getByText('1,200 tier credits to Platinum')).toBeInTheDocument();
    expect(within(tracker).getByText('11 days')).toBeInTheDocument();
    const bar = within(tracker).getByRole('progressbar', { name: 'Progress to Platinum' });
    expect(bar).toHaveAttribute('aria-valuemin', '2000');
    expect(bar).toHaveAttribute('aria-valuemax', '5000');
    expect(bar).toHaveAttribute('aria-valuenow', '3800');
    expect(bar).toHaveAttribute('aria-valuetext', '3,800 of 5,000 tier credits');
    expect(tracker).toHaveTextContent('This qualification period ends on Dec 31, 2026.');
    expect(calls('GET', '/api/tiers/')).toHaveLength(1);
  });

  it('shows the ladder with the player in it, tiers below reached, each with its benefits', async () => {
    fakeApi({
      'GET /api/tiers/': () => jsonResponse(200, testLadder),
      'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    });
    renderRoutes(routes, PATH);
    const ladder = await screen.findByRole('list', { name: 'The tiers' });
    const rungs = within(ladder)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === ladder);
    expect(rungs.map((rung) => within(rung).getByRole('heading').textContent)).toEqual([
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    await vi.waitFor(() => expect(rungs[1]).toHaveAttribute('aria-current', 'step'));
    expect(rungs[1]).toHaveTextContent('Your tier');
    expect(rungs[0]).toHaveTextContent('Reached');
    expect(rungs[0]).toHaveTextContent('Where every member starts');
    expect(rungs[2]).toHaveTextContent('From 5,000 tier credits');
    expect(within(rungs[1]!).getByRole('list', { name: 'Benefits of Gold' })).toHaveTextContent(
      'Priority line',
    );
    expect(rungs[3]).toHaveTextContent('No extra benefits at this tier.');
  });

  it('at the top tier: no next tier, no bar', async () => {
    fakeApi({
      'GET /api/tiers/': () => jsonResponse(200, testLadder),
      'GET /api/rewards/ext/tier': () =>
        jsonResponse(200, {
          ...testTier,
          tierName: 'Diamond',
          currentCardLevelNumber: 4,
          tierCredits: 20_000,
          nextTier: null,
          creditsToNextTier: 0,
          periodEndsAt: '2027-01-01T00:00:00.000Z',
        }),
    });
    renderRoutes(routes, PATH);
    expect(await screen.findByText(/You have reached the top tier/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The server's end is exclusive (the next period's start): the last day is the 31st.
    expect(screen.getByText(/ends on Dec 31, 2026/)).toBeInTheDocument();
  });

  it('says so while loading, and when the property has no tiers', async () => {
    fakeApi({
      'GET /api/tiers/': () => jsonResponse(200, []),
      'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    });
    renderRoutes(routes, PATH);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('This property has not published its tiers yet.')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { reopenCards } from '../../../shared/ui/card/closed-cards';
import { fakeApi, signInForTests, testReward } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { HOT_SHOWN, HotRewardsCard } from './hot-rewards-card';
import { RewardsCard } from './rewards-card';

const HOME = '/lucid/home/naskila';
const hotRewards = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    testReward({ id: `h${i}`, rewardCode: `NSK-30${i}`, name: `Hot reward ${i + 1}`, hot: true }),
  );

function render(hotCount: number) {
  const api = fakeApi({
    'GET /api/rewards/': () => jsonResponse(200, { data: hotRewards(hotCount), total: hotCount }),
  });
  renderRoutes(
    [
      {
        path: HOME,
        element: (
          <>
            <HotRewardsCard />
            <RewardsCard />
          </>
        ),
      },
    ],
    HOME,
  );
  return api;
}

beforeEach(() => {
  signInForTests();
  reopenCards();
});

it('shows the soonest five, and leads to the whole list sorted by expiry', { timeout: 20_000 }, async () => {
  const { calls } = render(8);
  const hot = await screen.findByRole('list', { name: 'Hot rewards' });
  expect(hot.querySelectorAll(':scope > li')).toHaveLength(HOT_SHOWN);
  await userEvent.click(screen.getByRole('button', { name: 'See all 8 expiring soon' }));
  await waitFor(() =>
    expect(calls('GET', '/api/rewards/').at(-1)?.url.searchParams.get('sortBy')).toBe('expirationDate'),
  );
  expect(screen.getByRole('heading', { name: 'My rewards' })).toHaveFocus();
});

it('offers no "see all" while every hot reward is shown', { timeout: 20_000 }, async () => {
  render(HOT_SHOWN);
  const hot = await screen.findByRole('list', { name: 'Hot rewards' });
  expect(hot.querySelectorAll(':scope > li')).toHaveLength(HOT_SHOWN);
  expect(screen.queryByRole('button', { name: /See all/ })).not.toBeInTheDocument();
});

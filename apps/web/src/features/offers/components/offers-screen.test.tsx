import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests, testOffer, testReward, testTier } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { OffersScreen } from './offers-screen';

// Many clicks per test on a loaded two-core machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const PATH = '/condensed/home/naskila/offers-new';
const routes = [{ path: PATH, element: <OffersScreen /> }];

function api(redeemAnswers: (() => Response)[]) {
  let balance = testTier.pointsBalance;
  const answers = [...redeemAnswers];
  return fakeApi({
    'GET /api/rewards/ext/tier': () => jsonResponse(200, { ...testTier, pointsBalance: balance }),
    'GET /api/rewards/ext/offers': ({ url }) => {
      const all = [
        testOffer(),
        testOffer({ id: 'o-buffet', name: 'Buffet', category: 'dining', cost: 800 }),
        testOffer({ id: 'o-suite', name: 'Suite', minTier: 4, available: false, unavailableReason: 'tier' }),
        testOffer({
          id: 'o-gone',
          name: 'Concert',
          category: 'shows',
          available: false,
          unavailableReason: 'soldOut',
        }),
      ];
      const category = url.searchParams.get('category');
      const data = category ? all.filter((offer) => offer.category === category) : all;
      return jsonResponse(200, { data, total: data.length });
    },
    'POST /api/rewards/redeem': () => {
      const answer = answers.shift()?.() ?? jsonResponse(500, null);
      if (answer.status === 201) balance -= 2_000;
      return answer;
    },
  });
}

describe('OffersScreen (offers-new)', INTERACTION_TIMEOUT, () => {
  beforeEach(signInForTests);

  it('lists the catalogue with cost and tier, and says why an offer cannot be had', async () => {
    api([]);
    renderRoutes(routes, PATH);
    const list = await screen.findByRole('list', { name: 'Offers' });
    const suite = within(list).getByRole('heading', { name: 'Suite' }).closest('li') as HTMLElement;
    expect(suite).toHaveTextContent('Needs a higher tier');
    expect(suite).toHaveTextContent('Level 4 and up');
    expect(within(suite).queryByRole('button')).not.toBeInTheDocument();
    const concert = within(list).getByRole('heading', { name: 'Concert' }).closest('li') as HTMLElement;
    expect(concert).toHaveTextContent('Sold out');
    expect(within(list).getByRole('button', { name: 'Get it for 2,000 points' })).toBeInTheDocument();
    expect(await screen.findByText('Your balance: 25,000 points')).toBeInTheDocument();
  });

  it('filters by category', async () => {
    const { calls } = api([]);
    renderRoutes(routes, PATH);
    await screen.findByRole('heading', { name: 'Spa day' });
    await userEvent.click(screen.getByRole('radio', { name: 'Dining' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Spa day' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Buffet' })).toBeInTheDocument();
    expect(calls('GET', '/api/rewards/ext/offers').at(-1)?.url.searchParams.get('category')).toBe('dining');
  });

  it('gets an offer after the confirm dialog, reusing the key on retry, and refreshes the balance', async () => {
    const { calls } = api([
      () => jsonResponse(502, null),
      () =>
        jsonResponse(201, {
          reward: testReward({ name: 'Spa day', rewardCode: 'NSK-3003' }),
          pointsBalance: 23_000,
        }),
    ]);
    renderRoutes(routes, PATH);
    await screen.findByText('Your balance: 25,000 points');
    await userEvent.click(await screen.findByRole('button', { name: 'Get it for 2,000 points' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Get Spa day?' });
    expect(confirm).toHaveTextContent('2,000 points will be taken from your balance of 25,000 points.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Get it' }));
    expect(await screen.findByText('The offer could not be redeemed. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Get it' }));
    expect(
      await screen.findByText('Spa day is yours. Reward code NSK-3003. Balance: 23,000 points.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Your balance: 23,000 points')).toBeInTheDocument();

    const posts = calls('POST', '/api/rewards/redeem');
    expect(posts.map((post) => post.body)).toEqual([{ id: 'o-spa' }, { id: 'o-spa' }]);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(posts[0]?.headers['Idempotency-Key']);
  });

  it('shows the server reason when the points do not cover the offer, and a new attempt gets a new key', async () => {
    const { calls } = api([
      () => jsonResponse(409, { errors: ['Not enough points for this offer.'] }),
      () => jsonResponse(409, { errors: ['Not enough points for this offer.'] }),
    ]);
    renderRoutes(routes, PATH);
    const get = await screen.findByRole('button', { name: 'Get it for 2,000 points' });
    await userEvent.click(get);
    await userEvent.click(screen.getByRole('button', { name: 'Get it' }));
    expect(await screen.findByText('Not enough points for this offer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(get).toHaveFocus();
    await userEvent.click(get);
    await userEvent.click(screen.getByRole('button', { name: 'Get it' }));
    await waitFor(() => expect(calls('POST', '/api/rewards/redeem')).toHaveLength(2));
    const [first, second] = calls('POST', '/api/rewards/redeem');
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });
});

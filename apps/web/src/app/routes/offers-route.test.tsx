import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { fakeApi, signInForTests, testOffer, testTier } from '../../test/fake-api';
import { testLadder } from '../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OffersRoute } from './offers-route';

const PATH = '/condensed/home/naskila/offers-new';

beforeEach(signInForTests);

it('names the tier an offer needs as the property names it', { timeout: 20_000 }, async () => {
  fakeApi({
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    'GET /api/tiers/': () => jsonResponse(200, testLadder),
    'GET /api/rewards/ext/offers': () =>
      jsonResponse(200, {
        data: [
          testOffer({
            id: 'o-suite',
            name: 'Suite',
            minTier: 3,
            available: false,
            unavailableReason: 'tier',
          }),
        ],
        total: 1,
      }),
  });
  renderRoutes([{ path: PATH, element: <OffersRoute /> }], PATH);
  const list = await screen.findByRole('list', { name: 'Offers' });
  const suite = within(list).getByRole('heading', { name: 'Suite' }).closest('li') as HTMLElement;
  expect(await within(suite).findByText('Platinum and up')).toBeInTheDocument();
  expect(suite).not.toHaveTextContent('Level 3');
});

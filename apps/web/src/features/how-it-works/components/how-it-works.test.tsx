import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests, testTier } from '../../../test/fake-api';
import { testGuide } from '../../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { EarnRedeemScreen } from './earn-redeem-screen';
import { HowItWorksScreen } from './how-it-works-screen';

const HOME = '/mobile/home/rwlv';
const routes = [
  {
    path: HOME,
    children: [
      { path: 'offers-new', element: <p>offers</p> },
      { path: 'medallions', element: <p>badges</p> },
      {
        path: 'benefits',
        children: [
          { index: true, element: <HowItWorksScreen /> },
          { path: 'milestones-benefits', element: <p>tier benefits</p> },
          { path: 'how-to-earn', element: <EarnRedeemScreen /> },
        ],
      },
    ],
  },
];

const api = () =>
  fakeApi({
    'GET /api/MetaData/WorksReport': () =>
      jsonResponse(200, { ...testGuide, enabled: true, disclaimer: 'Estimates only.' }),
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
  });

describe('How it works', () => {
  beforeEach(() => signInForTests());

  it('the hub names the club and leads to Tier Benefits, Earn & Redeem and Badges', async () => {
    api();
    const { router } = renderRoutes(routes, `${HOME}/benefits`);
    expect(await screen.findByText(/Everything about the Pines Club at Naskila Casino/)).toBeInTheDocument();
    expect(await screen.findByText('Your tier today: Gold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Earn & Redeem/ })).toHaveAttribute(
      'href',
      `${HOME}/benefits/how-to-earn`,
    );
    expect(screen.getByRole('link', { name: /Badges/ })).toHaveAttribute('href', `${HOME}/medallions`);
    await userEvent.click(screen.getByRole('link', { name: /Tier Benefits/ }));
    expect(router.state.location.pathname).toBe(`${HOME}/benefits/milestones-benefits`);
  });

  it('Earn & Redeem: the rates of WorksReport, the worth of a point and where to spend', async () => {
    api();
    renderRoutes(routes, `${HOME}/benefits/how-to-earn`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', { name: 'How you earn' });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('1 point for every $5 played');
    expect(slots).toHaveTextContent('1 per point');
    const dining = within(table).getByRole('row', { name: /Dining/ });
    expect(dining).toHaveTextContent('2 points for every $1 spent');
    expect(dining).toHaveTextContent('None');
    expect(
      await screen.findByText('Each point is worth $0.01: 1,000 points make $10.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your 25,000 points are worth $250.00 today.')).toBeInTheDocument();
    expect(screen.getByText('Free play on slots')).toBeInTheDocument();
    expect(screen.getByText('You can redeem from 500 points.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offers' })).toHaveAttribute(
      'href',
      `${HOME}/offers-new`,
    );
  });

  it('Earn & Redeem says so when the property has not described its club', async () => {
    fakeApi({
      'GET /api/MetaData/WorksReport': () => jsonResponse(200, { enabled: true, disclaimer: 'x' }),
      'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    });
    renderRoutes(routes, `${HOME}/benefits/how-to-earn`);
    expect(
      await screen.findByText('The property has not published how its club works yet.'),
    ).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { testBadge } from '../../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { BadgesScreen } from './badges-screen';

const PATH = '/mobile/home/rwlv/medallions';
const routes = [{ path: PATH, element: <BadgesScreen /> }];
const tenVisits = testBadge({
  id: 'ten-visits',
  name: 'Regular',
  description: 'Visit ten times',
  earnedAt: null,
  progress: { current: 3, target: 10 },
});

describe('Badges (medallions)', () => {
  beforeEach(() => signInForTests());

  it('lists earned badges with their date and the others with an accessible progress bar', async () => {
    const { calls } = fakeApi({
      'GET /api/badges/': () => jsonResponse(200, { data: [testBadge(), tenVisits], total: 2 }),
    });
    renderRoutes(routes, PATH);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('You have earned 1 of 2 badges.')).toBeInTheDocument();
    const earned = screen.getByRole('region', { name: 'Earned' });
    expect(within(earned).getByRole('heading', { name: 'First visit' })).toBeInTheDocument();
    expect(within(earned).getByText('Earned on Mar 14, 2026')).toBeInTheDocument();
    const inProgress = screen.getByRole('region', { name: 'In progress' });
    const bar = within(inProgress).getByRole('progressbar', { name: 'Regular progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10');
    expect(calls('GET', '/api/badges/')[0]?.url.searchParams.get('pageNumber')).toBe('1');
  });

  it('encourages a player with nothing earned, and congratulates one with everything', async () => {
    fakeApi({ 'GET /api/badges/': () => jsonResponse(200, { data: [tenVisits], total: 1 }) });
    renderRoutes(routes, PATH);
    expect(await screen.findByText(/No badges earned yet/)).toBeInTheDocument();
  });

  it('congratulates a player who has them all', async () => {
    fakeApi({ 'GET /api/badges/': () => jsonResponse(200, { data: [testBadge()], total: 1 }) });
    renderRoutes(routes, PATH);
    expect(await screen.findByText(/You have earned every badge/)).toBeInTheDocument();
  });

  it('says when the property has no badges, and when they cannot be loaded', async () => {
    fakeApi({ 'GET /api/badges/': () => jsonResponse(200, { data: [], total: 0 }) });
    renderRoutes(routes, PATH);
    expect(await screen.findByText('This property has no badges yet.')).toBeInTheDocument();
  });

  it('reports a failure', async () => {
    fakeApi({ 'GET /api/badges/': () => jsonResponse(500, { errors: ['down'] }) });
    renderRoutes(routes, PATH);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});

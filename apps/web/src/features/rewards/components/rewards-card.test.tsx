import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reopenCards } from '../../../shared/ui/card/closed-cards';
import { fakeApi, signInForTests, testReward } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { RewardsCard } from './rewards-card';

// Many clicks per test on a loaded two-core machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const HOME = '/lucid/home/naskila';
const routes = [{ path: HOME, element: <RewardsCard /> }];

function api(total = 30) {
  return fakeApi({
    'GET /api/rewards/': ({ url }) =>
      jsonResponse(200, {
        data: [testReward({ name: `Reward page ${url.searchParams.get('pageNumber')}` })],
        total,
      }),
  });
}

const lastQuery = (calls: ReturnType<typeof api>['calls']) =>
  calls('GET', '/api/rewards/').at(-1)?.url.searchParams;

describe('RewardsCard: search, sort, paging, layout', INTERACTION_TIMEOUT, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('asks for the first page in the defaultSort order of the settings', async () => {
    localStorage.setItem('settings', JSON.stringify({ defaultSort: 'name' }));
    const { calls } = api();
    renderRoutes(routes, HOME);
    expect(await screen.findByText('30 rewards')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(calls) ?? [])).toMatchObject({
      sortBy: 'name',
      pageNumber: '1',
      pageSize: '12',
      isDescending: 'false',
    });
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('says it could not load, and no longer that it is loading, when the list fails', async () => {
    fakeApi({ 'GET /api/rewards/': () => jsonResponse(500, { errors: ['Internal server error'] }) });
    renderRoutes(routes, HOME);
    expect(await screen.findByText(/^This could not be loaded/, {}, INTERACTION_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('searches after the player stops typing, and keeps it in the URL', async () => {
    const { calls } = api();
    const { router } = renderRoutes(routes, HOME);
    await screen.findByText('30 rewards');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search rewards' }), 'steak');
    await waitFor(() => expect(lastQuery(calls)?.get('searchText')).toBe('steak'));
    expect(router.state.location.search).toBe('?q=steak');
    expect(calls('GET', '/api/rewards/').filter((c) => c.url.searchParams.has('searchText'))).toHaveLength(1);
  });

  it('sorts, reverses and pages', async () => {
    const { calls } = api();
    renderRoutes(routes, HOME);
    await screen.findByText('30 rewards');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rewardCode');
    await waitFor(() => expect(lastQuery(calls)?.get('sortBy')).toBe('rewardCode'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Descending order' }));
    await waitFor(() => expect(lastQuery(calls)?.get('isDescending')).toBe('true'));
    const pager = screen.getByRole('navigation', { name: 'Reward pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Reward page 2' })).toBeInTheDocument();
    expect(lastQuery(calls)?.get('sortBy')).toBe('rewardCode');
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows descriptions in the card layout and a compact row in the slim layout', async () => {
    api(1);
    localStorage.setItem('settings', JSON.stringify({ layout: 'slim' }));
    const { unmount } = renderRoutes(routes, HOME);
    await screen.findByRole('heading', { name: 'Reward page 1' });
    expect(screen.queryByText('At the steakhouse')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Reward pages' })).not.toBeInTheDocument();
    unmount();
    localStorage.setItem('settings', JSON.stringify({ layout: 'card' }));
    renderRoutes(routes, HOME);
    expect(await screen.findByText('At the steakhouse')).toBeInTheDocument();
  });
});

describe('RewardsCard search from outside', INTERACTION_TIMEOUT, () => {
  beforeEach(() => {
    signInForTests();
    reopenCards();
  });

  it('empties the field when the URL drops the search (the Home link)', async () => {
    api();
    const { router } = renderRoutes(routes, `${HOME}?q=steak`);
    const search = await screen.findByRole('searchbox', { name: 'Search rewards' });
    expect(search).toHaveValue('steak');
    await act(() => router.navigate(HOME));
    expect(search).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
  });
});

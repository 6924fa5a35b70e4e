import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { testAnnouncement } from '../../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { AnnouncementsCard } from './announcements-card';

const PATH = '/mobile/home/rwlv';
const routes = [{ path: PATH, element: <AnnouncementsCard /> }];

describe('News card (announcements)', () => {
  beforeEach(() => signInForTests());

  it('shows the feed: category, date, title, paragraphs and links in or out of the portal', async () => {
    fakeApi({
      'GET /api/announcements/': () =>
        jsonResponse(200, [
          testAnnouncement({
            link: '/mobile/home/rwlv/offers-new',
            category: 'promotion',
            title: 'Double points',
          }),
          testAnnouncement({ id: 'a2', link: 'https://tickets.example/show' }),
          testAnnouncement({ id: 'a3', title: 'Bad link', link: 'javascript:alert(1)' }),
        ]),
    });
    renderRoutes(routes, PATH);
    const feed = await screen.findByRole('list', { name: 'News' });
    const items = within(feed).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Promotion');
    expect(items[0]).toHaveTextContent('Published Nov 20, 2026');
    expect(within(items[1]!).getByText('Bring the family.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Learn more: Double points' })).toHaveAttribute(
      'href',
      '/mobile/home/rwlv/offers-new',
    );
    const outside = within(items[1]!).getByRole('link', { name: /Learn more: Friday night fireworks/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAccessibleName(/opens in a new tab/);
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    fakeApi({ 'GET /api/announcements/': () => jsonResponse(200, []) });
    renderRoutes(routes, PATH);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('No news right now. Check back soon.')).toBeInTheDocument();
  });

  it('is not cached: a new visit asks again', async () => {
    const { calls } = fakeApi({ 'GET /api/announcements/': () => jsonResponse(200, []) });
    const { unmount, queryClient } = renderRoutes(routes, PATH);
    await screen.findByText(/No news/);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['player', 'announcements'] })[0]
        ?.isStale(),
    ).toBe(true);
    unmount();
    expect(calls('GET', '/api/announcements/')).toHaveLength(1);
  });
});

import type { Profile } from '@patron/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { closeCard, reopenCards } from '../../../shared/ui/card/closed-cards';
import { HomeScreen } from './home-screen';
import { POINTS_CARD_ID } from './points-tier-card';

const profile: Profile = {
  id: '1001',
  externalId: 'EXT-1',
  username: 'pending',
  email: 'p@example.test',
  phoneNumber: null,
  firstName: 'Pat',
  lastName: 'Ron',
  isVerified: false,
  address: { city: null, addressLine1: null, addressLine2: null, zipCode: null, countryId: null },
  hasFacebookProfile: false,
  hasGoogleProfile: false,
};

const routes = [{ path: '/condensed/home/naskila', element: <HomeScreen /> }];

/** The home with one stand-in card, to see when the cards show. */
const renderWithCard = () => renderWithCards(<p>Rewards card</p>);

/** A card that shows its own request's answer in a deferred pass, as the dashboard's lists do. */
function AnsweringCard({ name, answer }: { name: string; answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['test-card', name], queryFn: answer });
  const shown = useDeferredValue(query.data);
  return <p>{shown ?? `${name} loading`}</p>;
}

/** The home with `cards` beside the points card, which is closed here (its requests never answer). */
function renderWithCards(cards: ReactNode, cardsWaitMs?: number) {
  closeCard(POINTS_CARD_ID);
  return renderRoutes(
    [
      {
        path: '/condensed/home/naskila',
        element: <HomeScreen cardsWaitMs={cardsWaitMs}>{cards}</HomeScreen>,
      },
    ],
    '/condensed/home/naskila',
  );
}

/** The profile answers with `answer`; the cards' own requests stay on their way. */
function answerProfile(answer: () => Promise<Response>) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      String(input) === '/api/profile/' ? answer() : new Promise<Response>(() => undefined),
    );
}

describe('HomeScreen', () => {
  beforeEach(() => {
    reopenCards();
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
  });

  it('greets the player and warns that an unverified profile is pending', async () => {
    const fetchMock = answerProfile(async () => jsonResponse(200, profile));
    renderRoutes(routes, '/condensed/home/naskila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Profile pending' });
    expect(alert).toHaveTextContent(/pending verification/);
    const [url, init] = fetchMock.mock.calls.find(([input]) => input === '/api/profile/') ?? [];
    expect(url).toBe('/api/profile/');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('loads no card and none of their data for an unverified player', async () => {
    const fetchMock = answerProfile(async () => jsonResponse(200, profile));
    renderWithCard();
    expect(await screen.findByRole('alert', { name: 'Profile pending' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome, Pat Ron' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Rewards card')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/profile/']);
  });

  it('shows no warning for a verified player', async () => {
    answerProfile(async () => jsonResponse(200, { ...profile, isVerified: true }));
    renderRoutes(routes, '/condensed/home/naskila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('greets a discreet player without the name on the kiosk, and by name on their own device', async () => {
    answerProfile(async () => jsonResponse(200, { ...profile, isVerified: true, discreet: true }));
    renderRoutes(
      [{ path: '/kiosk/lucid/home/naskila', element: <HomeScreen /> }],
      '/kiosk/lucid/home/naskila',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText(/Pat Ron/)).not.toBeInTheDocument();
  });

  it('keeps the heading in place while the profile is on its way, and shows the cards once it is in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = answerProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Home' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing personal profile');
    // docs/product.md#web-behaviour: the player's data loads once the profile is in.
    expect(screen.queryByText('Rewards card')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/profile/']);
    answer(jsonResponse(200, { ...profile, isVerified: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    // The cards come just after the greeting, the loader keeping their place.
    await waitFor(() => expect(screen.getByText('Rewards card')).toBeVisible());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome, Pat Ron' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says when the profile cannot be loaded and asks for it again on Try again', async () => {
    let fail = true;
    const fetchMock = answerProfile(async () =>
      fail ? jsonResponse(500, { errors: ['down'] }) : jsonResponse(200, { ...profile, isVerified: true }),
    );
    renderWithCard();
    const alert = await screen.findByText('Your profile could not be loaded.');
    expect(screen.queryByText('Rewards card')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Home' })).toHaveAttribute('aria-busy', 'false');
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Rewards card')).toBeVisible());
    expect(screen.getByRole('region', { name: 'Welcome, Pat Ron' })).toHaveAttribute('aria-busy', 'false');
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/profile/')).toHaveLength(2);
  });

  it('shows the cards together once their first answers are in, not each as it comes', async () => {
    answerProfile(async () => jsonResponse(200, { ...profile, isVerified: true }));
    let answerSlow: (text: string) => void = () => undefined;
    // A wait no test reaches: the cards can only show because the answers came.
    renderWithCards(
      <>
        <AnsweringCard name="Quick" answer={async () => 'Quick answer'} />
        <AnsweringCard name="Slow" answer={() => new Promise<string>((resolve) => (answerSlow = resolve))} />
      </>,
      60_000,
    );
    expect(await screen.findByText('Quick answer')).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.getByRole('region', { name: 'Welcome, Pat Ron' })).toHaveAttribute('aria-busy', 'true');
    answerSlow('Slow answer');
    // Shown with the slow card's answer in place.
    await waitFor(() => expect(screen.getByText('Quick answer')).toBeVisible());
    expect(screen.queryByText('Slow loading')).not.toBeInTheDocument();
    expect(screen.getByText('Slow answer')).toBeVisible();
    expect(screen.getByText('Quick answer')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome, Pat Ron' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the cards after their longest wait when an answer is slow, that card still loading', async () => {
    answerProfile(async () => jsonResponse(200, { ...profile, isVerified: true }));
    renderWithCards(
      <AnsweringCard name="Hanging" answer={() => new Promise<string>(() => undefined)} />,
      300,
    );
    const card = await screen.findByText('Hanging loading');
    const hiddenAt = Date.now();
    expect(card).not.toBeVisible();
    await waitFor(() => expect(card).toBeVisible(), { timeout: 3000 });
    expect(Date.now() - hiddenAt).toBeGreaterThanOrEqual(250);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

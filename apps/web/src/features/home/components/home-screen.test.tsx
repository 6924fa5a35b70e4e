import type { Profile } from '@patron/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { HomeScreen } from './home-screen';

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
function renderWithCard() {
  return renderRoutes(
    [
      {
        path: '/condensed/home/naskila',
        element: (
          <HomeScreen>
            <p>Rewards card</p>
          </HomeScreen>
        ),
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

  it('shows no warning for a verified player', async () => {
    answerProfile(async () => jsonResponse(200, { ...profile, isVerified: true }));
    renderRoutes(routes, '/condensed/home/naskila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the heading in place while the profile is on its way, and shows the cards once it is in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = answerProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Home' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing personal profile');
    // Spec §4: the player's data loads once the profile is in.
    expect(screen.queryByText('Rewards card')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/profile/']);
    answer(jsonResponse(200, { ...profile, isVerified: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    // The cards come in a deferred render just after the greeting, the loader keeping their place.
    expect(await screen.findByText('Rewards card')).toBeInTheDocument();
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
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    expect(await screen.findByText('Rewards card')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/profile/')).toHaveLength(2);
  });
});

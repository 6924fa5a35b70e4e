import type { Profile } from '@patron/contracts';
import { screen } from '@testing-library/react';
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

  it('shows the cards while the profile is on its way, then greets the player in the same heading', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(
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
    expect(screen.getByText('Rewards card')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing personal profile');
    answer(jsonResponse(200, { ...profile, isVerified: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('Rewards card')).toBeInTheDocument();
  });

  it('keeps the cards and says so when the profile cannot be loaded', async () => {
    answerProfile(async () => jsonResponse(500, { errors: ['down'] }));
    renderRoutes(
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
    expect(await screen.findByText('This could not be loaded. Use refresh to try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Rewards card')).toBeInTheDocument();
  });
});

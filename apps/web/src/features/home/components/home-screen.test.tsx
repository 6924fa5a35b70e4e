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

describe('HomeScreen', () => {
  beforeEach(() => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
  });

  it('greets the player and warns that an unverified profile is pending', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, profile));
    renderRoutes(routes, '/condensed/home/naskila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Profile pending' });
    expect(alert).toHaveTextContent(/pending verification/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('shows no warning for a verified player', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { ...profile, isVerified: true }));
    renderRoutes(routes, '/condensed/home/naskila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat Ron' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

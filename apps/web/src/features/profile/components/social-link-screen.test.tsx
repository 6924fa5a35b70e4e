import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { linkDialogUrl, linkRedirectUri } from '../api/social-link-dialog';
import { SocialLinkScreen } from './social-link-screen';

const routes = [
  { path: '/condensed/profile/link', element: <SocialLinkScreen profilePath="/condensed/profile" /> },
  { path: '/condensed/profile', element: <p>profile page</p> },
];

function openDialog(): string {
  const url = new URL(
    linkDialogUrl(
      { type: 'facebook', appId: 'fb-app', authEndpoint: '/social/facebook' },
      linkRedirectUri('http://naskila.localhost', '/condensed/profile', 'facebook'),
    ),
    'http://naskila.localhost',
  );
  return url.searchParams.get('state') ?? '';
}

describe('SocialLinkScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the provider dialog with a fresh state and a return to this layout’s profile', () => {
    const url = new URL(
      linkDialogUrl(
        { type: 'google', appId: 'g-app', authEndpoint: '/social/google' },
        linkRedirectUri('http://naskila.localhost', '/mobile/profile', 'google'),
      ),
      'http://naskila.localhost',
    );
    expect(url.pathname).toBe('/social/google');
    expect(url.searchParams.get('client_id')).toBe('g-app');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://naskila.localhost/mobile/profile/link?provider=google',
    );
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for the current password, then links the provider with the dialog’s token', async () => {
    signInForTests();
    const state = openDialog();
    const api = fakeApi({
      'POST /api/externalAuth/linkFacebookAcc': () =>
        jsonResponse(200, { hasFacebookProfile: true, hasGoogleProfile: false }),
    });
    renderRoutes(
      routes,
      `/condensed/profile/link?provider=facebook#access_token=fb-token&user_id=fb-1&state=${state}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link Facebook' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Field required');
    await userEvent.type(screen.getByLabelText('Current password'), 'Player#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Link Facebook' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(api.calls('POST', '/api/externalAuth/linkFacebookAcc')[0]?.body).toEqual({
      access_token: 'fb-token',
      user_id: 'fb-1',
      password: 'Player#2026',
    });
  });

  it('can prove the account with the PIN instead, and shows a refusal', async () => {
    signInForTests();
    const state = openDialog();
    const api = fakeApi({
      'POST /api/externalAuth/linkFacebookAcc': () =>
        jsonResponse(409, { errors: ['This Facebook profile is linked to another player.'] }),
    });
    renderRoutes(
      routes,
      `/condensed/profile/link?provider=facebook#access_token=fb-token&user_id=fb-1&state=${state}`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'PIN' }));
    await userEvent.type(screen.getByLabelText('Current PIN'), '24x68');
    await userEvent.click(screen.getByRole('button', { name: 'Link Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('linked to another player');
    expect(api.calls('POST', '/api/externalAuth/linkFacebookAcc')[0]?.body).toMatchObject({ pin: '2468' });
  });

  it('refuses a token whose state this tab did not start (login CSRF)', () => {
    openDialog();
    const api = fakeApi({});
    renderRoutes(
      routes,
      '/condensed/profile/link?provider=facebook#access_token=evil&user_id=x&state=forged',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Linking could not be completed.');
    expect(api.seen).toHaveLength(0);
  });
});

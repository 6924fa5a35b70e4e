import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formOf } from '../../../test/forms';
import { jsonResponse, renderRoutes, testBrand } from '../../../test/render';
import { redirectBrowser } from '../api/redirect-browser';
import { ProvidersScreen } from './providers-screen';

vi.mock('../api/redirect-browser', () => ({ redirectBrowser: vi.fn() }));

const brand = {
  ...testBrand,
  ssoProviders: [
    { type: 'okta', kind: 'Login' as const, authEndpoint: 'http://idp.test' },
    { type: 'facebook', kind: 'Continue' as const, appId: 'fb-app' },
    { type: 'google', kind: 'Sign Up' as const, appId: 'g-app' },
  ],
};
const routes = [
  { path: '/providers', element: <ProvidersScreen /> },
  { path: '/', element: <p>landing</p> },
];

describe('ProvidersScreen', () => {
  beforeEach(() => {
    vi.mocked(redirectBrowser).mockClear();
    sessionStorage.clear();
  });

  const pendingDialog = (provider: string, state = 's1') =>
    sessionStorage.setItem('socialDialogState', JSON.stringify({ state, provider }));

  it('posts the social grant from the dialog callback and goes to the landing page', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }));
    pendingDialog('facebook');
    renderRoutes(routes, '/providers?provider=facebook#access_token=EAA1&user_id=42&state=s1', brand);
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(sessionStorage.getItem('socialDialogState')).toBeNull();
    expect(formOf(fetchMock.mock.calls[0])).toEqual({
      grant_type: 'facebook_access',
      access_token: 'EAA1',
      user_id: '42',
      client_id: 'player-portal',
    });
  });

  it('shows the provider buttons without a callback', async () => {
    renderRoutes(routes, '/providers', brand);
    expect(screen.getByRole('button', { name: 'Log in with Okta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    const url = new URL(String(vi.mocked(redirectBrowser).mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('g-app');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/providers?provider=google`);
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(sessionStorage.getItem('socialDialogState') ?? '{}')).toEqual({
      state,
      provider: 'google',
    });
  });

  it('refuses a callback whose state is not the pending dialog (login CSRF)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    pendingDialog('facebook');
    renderRoutes(routes, '/providers?provider=facebook#access_token=EVIL&user_id=6&state=facebook', brand);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with the identity provider did not complete.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('socialDialogState')).toBeNull();
  });

  it('ignores tokens in the query string', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    pendingDialog('facebook');
    renderRoutes(routes, '/providers?provider=facebook&access_token=EVIL&user_id=6&state=s1', brand);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the SsoProviders authEndpoint of a social entry when it names one', async () => {
    const withEndpoint = {
      ...brand,
      ssoProviders: [
        { type: 'facebook', kind: 'Continue' as const, appId: 'fb-app', authEndpoint: '/social/facebook' },
      ],
    };
    renderRoutes(routes, '/providers', withEndpoint);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const url = new URL(String(vi.mocked(redirectBrowser).mock.calls[0]?.[0]), window.location.origin);
    expect(url.pathname).toBe('/social/facebook');
    expect(url.searchParams.get('client_id')).toBe('fb-app');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/providers?provider=facebook`,
    );
  });

  it('tells the player, in their language, that they cancelled the dialog', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    pendingDialog('google');
    renderRoutes(
      routes,
      '/providers?provider=google#error=access_denied&error_description=Cancelled&state=s1',
      brand,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled signing in.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows any other provider error in translated text, never the URL description', async () => {
    pendingDialog('facebook');
    renderRoutes(
      routes,
      '/providers?provider=facebook#error=server_error&error_description=Call+0800-SCAM&state=s1',
      brand,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in with the identity provider did not complete.');
    expect(alert).not.toHaveTextContent('SCAM');
  });

  it('starts the identity provider login and follows its redirectUrl', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { redirectUrl: 'http://idp.test/authorize?x=1' }));
    renderRoutes(routes, '/providers', brand);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Okta' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/externalAuth/okta');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: '',
      password: '',
      authRequestType: 'internal',
    });
    expect(redirectBrowser).toHaveBeenCalledWith('http://idp.test/authorize?x=1');
  });

  it('only logs a missing redirectUrl', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, '/providers', brand);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Okta' }));
    expect(log).toHaveBeenCalled();
    expect(redirectBrowser).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const formOf = (call: unknown[] | undefined) =>
  Object.fromEntries(new URLSearchParams(String((call?.[1] as RequestInit | undefined)?.body)));

describe('ProvidersScreen', () => {
  beforeEach(() => vi.mocked(redirectBrowser).mockClear());

  it('posts the social grant from the dialog callback and goes to the landing page', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }));
    renderRoutes(routes, '/providers?provider=facebook#access_token=EAA1&user_id=42', brand);
    expect(await screen.findByText('landing')).toBeInTheDocument();
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
    renderRoutes(routes, '/providers?provider=google#error=access_denied&error_description=Cancelled', brand);
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled signing in.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows any other provider error as the provider describes it', async () => {
    renderRoutes(
      routes,
      '/providers?provider=facebook#error=server_error&error_description=Try+later',
      brand,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
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

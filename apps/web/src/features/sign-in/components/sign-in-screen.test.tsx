import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { submitSignIn } from '../../../test/forms';
import { jsonResponse, renderRoutes, testBrand } from '../../../test/render';
import { SignInScreen } from './sign-in-screen';

const routes = [
  { path: '/session/login', element: <SignInScreen /> },
  { path: '/', element: <p>landing</p> },
];

describe('SignInScreen', () => {
  it('shows labelled fields and the sign-in button', () => {
    renderRoutes(routes, '/session/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks for both fields with the spec message and does not call the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes(routes, '/session/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Field required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field so the error is announced', async () => {
    renderRoutes(routes, '/session/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Field required');

    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Field required');
  });

  it('posts the password grant, stores the session and leaves the screen', async () => {
    const token = { access_token: 'a1', token_type: 'Bearer', expires_in: 300, refresh_token: 'r1' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, token));
    renderRoutes(routes, '/session/login');
    await submitSignIn('demo', 'Player#2026');

    expect(await screen.findByText('landing')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/oauth/token');
    expect(init?.method).toBe('POST');
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'password',
      username: 'demo',
      password: 'Player#2026',
      client_id: 'player-portal',
    });
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({
      access_token: 'a1',
      refresh_token: 'r1',
    });
  });

  it('shows the server error_description as an error toast on invalid_grant', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, {
        error: 'invalid_grant',
        error_description: 'The user name or password is incorrect.',
      }),
    );
    renderRoutes(routes, '/session/login');
    await submitSignIn('demo', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user name or password is incorrect.');
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('shows each message of an errors array as its own error toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, { errors: ['Account locked', 'Call the desk'] }),
    );
    renderRoutes(routes, '/session/login');
    await submitSignIn('demo', 'x');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });
});

describe('SignInScreen with SsoProviders metadata', () => {
  const kinds = ['Continue', 'Login', 'Sign Up'] as const;
  const allProviders = [
    { type: 'okta', kind: 'Login' as const, authEndpoint: 'http://idp.test' },
    ...kinds.map((kind) => ({ type: 'facebook', kind, appId: 'fb' })),
    ...kinds.map((kind) => ({ type: 'google', kind, appId: 'g' })),
  ];

  it('renders a button for every provider and kind the metadata enables', () => {
    renderRoutes(routes, '/session/login', { ...testBrand, ssoProviders: allProviders });
    for (const name of [
      'Log in with Okta',
      'Continue with Facebook',
      'Log in with Facebook',
      'Sign up with Facebook',
      'Continue with Google',
      'Log in with Google',
      'Sign up with Google',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('hides the buttons the metadata does not enable', () => {
    renderRoutes(routes, '/session/login', {
      ...testBrand,
      ssoProviders: [
        { type: 'google', kind: 'Login', appId: 'g' },
        { type: 'facebook', kind: 'Continue' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Okta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).not.toBeInTheDocument();
  });

  it('shows no provider buttons without SsoProviders', () => {
    renderRoutes(routes, '/session/login');
    expect(screen.queryByRole('group', { name: 'Other ways to sign in' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('switches sign-in methods with the arrow keys', async () => {
    renderRoutes(routes, '/session/login');
    const passwordTab = screen.getByRole('tab', { name: 'Player account' });
    passwordTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Club card' })).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});

describe('SignInScreen remote token (r_token)', () => {
  it('signs in with ?rtoken= and sets the remote-login flag', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, {
        access_token: 'a1',
        token_type: 'Bearer',
        expires_in: 300,
        'as:client_id': 'remote-portal',
      }),
    );
    renderRoutes(routes, '/session/login?rtoken=rt-1');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body)))).toEqual({
      grant_type: 'r_token',
      rtoken: 'rt-1',
      client_id: 'player-portal',
    });
    expect(localStorage.getItem('REMOTE_LOGIN')).toBe('1');
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({
      'as:client_id': 'remote-portal',
    });
  });

  it('a password login clears the remote-login flag', async () => {
    localStorage.setItem('REMOTE_LOGIN', '1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }),
    );
    renderRoutes(routes, '/session/login');
    await submitSignIn('demo', 'Player#2026');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('a failed remote token shows the error toast and the sign-in form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { error: 'invalid_grant', error_description: 'The remote token is not valid.' }),
    );
    renderRoutes(routes, '/session/login?rtoken=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('The remote token is not valid.');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });
});

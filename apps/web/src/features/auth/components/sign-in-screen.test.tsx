import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
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

  it('posts the password grant, stores the session and leaves the screen', async () => {
    const token = { access_token: 'a1', token_type: 'Bearer', expires_in: 300, refresh_token: 'r1' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, token));
    renderRoutes(routes, '/session/login');
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'Player#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

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
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user name or password is incorrect.');
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('shows each message of an errors array as its own error toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, { errors: ['Account locked', 'Call the desk'] }),
    );
    renderRoutes(routes, '/session/login');
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getCurrentUser, isLoggedIn } from '../../../shared/session/session-store';
import { fakeJwt } from '../../../test/jwt';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ImpersonationScreen } from './impersonation-screen';

const routes = [
  { path: '/dummy-login/dummy-login', element: <ImpersonationScreen /> },
  { path: '/', element: <p>brand layout</p> },
];
const start = '/dummy-login/dummy-login?h=x&patronId=7080001';
const managerToken = fakeJwt({ sub: '9000001@naskila', role: 'manager' });
const patronToken = fakeJwt({ sub: '7080001@naskila', act: { sub: '9000001@naskila' } });
const token = (access_token: string) =>
  jsonResponse(200, { access_token, token_type: 'Bearer', expires_in: 600 });

async function signInAsManager() {
  await userEvent.type(screen.getByLabelText('Username'), 'manager');
  await userEvent.type(screen.getByLabelText('Password'), 'Manager#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in as manager' }));
}

const formOf = (init: RequestInit | undefined) => Object.fromEntries(new URLSearchParams(String(init?.body)));

describe('ImpersonationScreen (spec §6, §8 manager login)', () => {
  afterEach(() => clearSession());

  it('an empty manager sign-in focuses the first invalid field', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes(routes, start);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as manager' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Field required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('401 gives status unauthorized and says so on screen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { error: 'invalid_client' }));
    renderRoutes(routes, start);
    await signInAsManager();
    expect(await screen.findByText('The manager username or password is not valid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for acting as this patron')).not.toBeInTheDocument();
  });

  it('an error with error_description shows that description as a toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { error: 'invalid_grant', error_description: 'Account locked' }),
    );
    renderRoutes(routes, start);
    await signInAsManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
  });

  it('anything else is an Unknown error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('boom', { status: 500 }));
    renderRoutes(routes, start);
    await signInAsManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('requires a reason, posts the token exchange and keeps the patron session in memory only', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'old', refresh_token: 'r0' }));
    localStorage.setItem('REMOTE_LOGIN', '1');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(token(managerToken))
      .mockResolvedValueOnce(token(patronToken));
    renderRoutes(routes, start);
    expect(screen.getByText('Patron 7080001')).toBeInTheDocument();
    await signInAsManager();
    expect(formOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      grant_type: 'password',
      username: 'manager',
      password: 'Manager#2026',
      client_id: 'player-portal',
    });

    const act = await screen.findByRole('button', { name: 'Act as patron' });
    await userEvent.click(act);
    expect(screen.getByText('Field required')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for acting as this patron')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Reason for acting as this patron'), 'Ticket 42');
    await userEvent.click(act);
    expect(await screen.findByText('brand layout')).toBeInTheDocument();
    expect(formOf(fetchMock.mock.calls[1]?.[1])).toEqual({
      grant_type: 'token-exchange',
      actor_token: managerToken,
      impersonated_sub: '7080001',
      reason: 'Ticket 42',
      client_id: 'player-portal',
    });
    expect(isLoggedIn()).toBe(true);
    expect(getCurrentUser()?.access_token).toBe(patronToken);
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('sends the manager back to sign in when the exchange answers 401', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(token(managerToken))
      .mockResolvedValueOnce(jsonResponse(401, { error: 'invalid_token' }));
    renderRoutes(routes, start);
    await signInAsManager();
    await userEvent.type(await screen.findByLabelText('Reason for acting as this patron'), 'why');
    await userEvent.click(screen.getByRole('button', { name: 'Act as patron' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in as manager' })).toBeInTheDocument(),
    );
    expect(isLoggedIn()).toBe(false);
  });
});

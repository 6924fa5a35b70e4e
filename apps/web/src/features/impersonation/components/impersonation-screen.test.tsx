import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getCurrentUser, isLoggedIn } from '../../../shared/session/session-store';
import { formOf, submitSignIn } from '../../../test/forms';
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

const signInAsManager = () => submitSignIn('manager', 'Manager#2026', 'Sign in as manager');

const LINK = '/api/impersonation/link';
const TICKET = '1800000600.nonce.mac';

/** The link check answers `link`; every other call takes the next of `answers` (the last repeats). */
function mockFetch(
  answers: (() => Response)[],
  link: () => Response = () => jsonResponse(200, { ticket: TICKET, expiresIn: 600 }),
) {
  let next = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === LINK) return link();
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return answer ? answer() : new Response('no answer', { status: 500 });
  });
}
const tokenCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) !== LINK);

async function linkChecked() {
  expect(await screen.findByRole('button', { name: 'Sign in as manager' })).toBeInTheDocument();
}

describe('ImpersonationScreen (manager login)', () => {
  afterEach(() => clearSession());

  it('an empty manager sign-in focuses the first invalid field', async () => {
    const fetchMock = mockFetch([]);
    renderRoutes(routes, start);
    await linkChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as manager' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Field required');
    expect(tokenCalls(fetchMock)).toEqual([]);
  });

  it('401 gives status unauthorized and says so on screen', async () => {
    mockFetch([() => jsonResponse(401, { error: 'invalid_client' })]);
    renderRoutes(routes, start);
    await linkChecked();
    await signInAsManager();
    expect(await screen.findByText('The manager username or password is not valid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for acting as this patron')).not.toBeInTheDocument();
  });

  it('an error with error_description shows that description as a toast', async () => {
    mockFetch([() => jsonResponse(400, { error: 'invalid_grant', error_description: 'Account locked' })]);
    renderRoutes(routes, start);
    await linkChecked();
    await signInAsManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
  });

  it('anything else is an Unknown error', async () => {
    mockFetch([() => new Response('boom', { status: 500 })]);
    renderRoutes(routes, start);
    await linkChecked();
    await signInAsManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('requires a reason, posts the token exchange and keeps the patron session in memory only', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'old', refresh_token: 'r0' }));
    localStorage.setItem('REMOTE_LOGIN', '1');
    const fetchMock = mockFetch([() => token(managerToken), () => token(patronToken)]);
    renderRoutes(routes, start);
    expect(screen.getByText('Patron 7080001')).toBeInTheDocument();
    await linkChecked();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ h: 'x', patronId: '7080001' }));
    await signInAsManager();
    expect(formOf(tokenCalls(fetchMock)[0])).toEqual({
      grant_type: 'password',
      username: 'manager',
      password: 'Manager#2026',
      client_id: 'player-portal',
    });

    const act = await screen.findByRole('button', { name: 'Act as patron' });
    await userEvent.click(act);
    expect(screen.getByText('Field required')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for acting as this patron')).toHaveFocus();
    expect(tokenCalls(fetchMock)).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Reason for acting as this patron'), 'Ticket 42');
    await userEvent.click(act);
    expect(await screen.findByText('brand layout')).toBeInTheDocument();
    expect(formOf(tokenCalls(fetchMock)[1])).toEqual({
      grant_type: 'token-exchange',
      actor_token: managerToken,
      impersonated_sub: '7080001',
      reason: 'Ticket 42',
      link_ticket: TICKET,
      client_id: 'player-portal',
    });
    expect(isLoggedIn()).toBe(true);
    expect(getCurrentUser()?.access_token).toBe(patronToken);
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('sends the manager back to sign in when the exchange answers 401', async () => {
    mockFetch([() => token(managerToken), () => jsonResponse(401, { error: 'invalid_token' })]);
    renderRoutes(routes, start);
    await linkChecked();
    await signInAsManager();
    await userEvent.type(await screen.findByLabelText('Reason for acting as this patron'), 'why');
    await userEvent.click(screen.getByRole('button', { name: 'Act as patron' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in as manager' })).toBeInTheDocument(),
    );
    expect(isLoggedIn()).toBe(false);
  });

  it('shows no sign-in when the host system’s link is refused, and says why', async () => {
    const fetchMock = mockFetch([], () =>
      jsonResponse(400, {
        errors: ['The impersonation link is invalid or has expired; open it again from the host system.'],
      }),
    );
    renderRoutes(routes, start);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link from the host system…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The impersonation link is invalid or has expired',
    );
    expect(screen.queryByRole('button', { name: 'Sign in as manager' })).not.toBeInTheDocument();
    expect(tokenCalls(fetchMock)).toEqual([]);
  });

  it('without h (not opened by the host system) asks for the link and calls nothing', async () => {
    const fetchMock = mockFetch([]);
    renderRoutes(routes, '/dummy-login/dummy-login?patronId=7080001');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This impersonation link is invalid or has expired. Open it again from the host system.',
    );
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { NewPasswordScreen } from './new-password-screen';
import { RecoverUsernameScreen } from './recover-username-screen';
import { UndoContactChangeScreen } from './undo-contact-change-screen';

const HASH = 'a1b2c3d4e5f6';
const TOKEN = 'tok_0123456789abcdef0123';
const login = { path: '/session/login', element: <p>sign in</p> };

describe('ConfirmEmailScreen', () => {
  const routes = [{ path: '/session/confirm-email', element: <ConfirmEmailScreen /> }, login];

  it('posts the link hash and token once, then offers to sign in', async () => {
    const api = fakeApi({ 'POST /api/profile/confirmEmail': () => new Response(null, { status: 204 }) });
    renderRoutes(routes, `/session/confirm-email?hash=${HASH}&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/profile/confirmEmail').map((call) => call.body)).toEqual([
      { hash: HASH, token: TOKEN },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('sign in')).toBeInTheDocument();
  });

  it('says the link is used or expired when the server refuses it', async () => {
    fakeApi({ 'POST /api/profile/confirmEmail': () => jsonResponse(400, { errors: [] }) });
    renderRoutes(routes, `/session/confirm-email?hash=${HASH}&token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
  });

  it('does not call the server for a link without its token', async () => {
    const api = fakeApi({});
    renderRoutes(routes, `/session/confirm-email?hash=${HASH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(api.seen).toHaveLength(0);
  });
});

describe('NewPasswordScreen', () => {
  const routes = [{ path: '/session/new-password', element: <NewPasswordScreen /> }, login];
  const path = `/session/new-password?hash=${HASH}&token=${TOKEN}`;

  it('checks length and the repeated password before sending', async () => {
    const api = fakeApi({});
    renderRoutes(routes, path);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Value must be greater then 8');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Blue-Heron-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(api.seen).toHaveLength(0);
  });

  it('posts hash, token and the password twice, then offers to sign in', async () => {
    const api = fakeApi({ 'POST /api/profile/updatePassword': () => new Response(null, { status: 204 }) });
    renderRoutes(routes, path);
    await userEvent.type(screen.getByLabelText('New password'), 'Blue-Heron-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Blue-Heron-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/profile/updatePassword')[0]?.body).toEqual({
      hash: HASH,
      token: TOKEN,
      password: 'Blue-Heron-42',
      confirmPassword: 'Blue-Heron-42',
    });
  });

  it('shows the server refusal (a used link, a common password)', async () => {
    fakeApi({
      'POST /api/profile/updatePassword': () =>
        jsonResponse(400, { errors: ['This link has expired. Ask for a new one.'] }),
    });
    renderRoutes(routes, path);
    await userEvent.type(screen.getByLabelText('New password'), 'Blue-Heron-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Blue-Heron-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
  });

  it('offers a new reset link when the link has no token', () => {
    renderRoutes(routes, '/session/new-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/session/forgot-password',
    );
  });
});

describe('RecoverUsernameScreen', () => {
  const routes = [{ path: '/session/recovery', element: <RecoverUsernameScreen /> }, login];

  it('posts identifier and token in the query with no body and shows the username', async () => {
    const api = fakeApi({
      'POST /api/profile/recoveryPlayer': () => jsonResponse(200, { username: 'rosa.diaz' }),
    });
    renderRoutes(routes, `/session/recovery?identifier=rosa%40example.test&token=${TOKEN}`);
    expect(await screen.findByText('rosa.diaz')).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/profile/recoveryPlayer');
    expect(call?.url.searchParams.get('identifier')).toBe('rosa@example.test');
    expect(call?.url.searchParams.get('token')).toBe(TOKEN);
    expect(call?.body).toBeUndefined();
  });

  it('offers a new recovery link when the token is refused', async () => {
    fakeApi({ 'POST /api/profile/recoveryPlayer': () => jsonResponse(400, { errors: ['Wrong value.'] }) });
    renderRoutes(routes, `/session/recovery?identifier=x&token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong value.');
    expect(screen.getByRole('link', { name: 'Ask for a new recovery link' })).toBeInTheDocument();
  });
});

describe('UndoContactChangeScreen', () => {
  const routes = [{ path: '/session/undo-change', element: <UndoContactChangeScreen /> }, login];

  it('says what undoing does, posts the link with a new password, then offers to sign in', async () => {
    const api = fakeApi({ 'POST /api/profile/undoContactChange': () => new Response(null, { status: 204 }) });
    renderRoutes(routes, `/session/undo-change?hash=${HASH}&token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Undo the change to your account' })).toBeInTheDocument();
    expect(screen.getByText(/whoever made the change may know your old one/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Blue-Heron-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Blue-Heron-42');
    await userEvent.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('heading', { name: 'Your account is yours again' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/profile/undoContactChange')[0]?.body).toEqual({
      hash: HASH,
      token: TOKEN,
      password: 'Blue-Heron-42',
      confirmPassword: 'Blue-Heron-42',
    });
    expect(api.calls('POST', '/api/profile/updatePassword')).toHaveLength(0);
  });

  it('does not call the server for a link without its token', async () => {
    const api = fakeApi({});
    renderRoutes(routes, `/session/undo-change?hash=${HASH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(api.seen).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ForgotUsernameScreen } from './forgot-username-screen';

const cases = [
  {
    name: 'ForgotPasswordScreen',
    path: '/session/forgot-password',
    element: <ForgotPasswordScreen />,
    api: 'POST /api/profile/resetPassword',
    label: 'Username or e-mail',
    button: 'Send reset link',
    field: 'username',
  },
  {
    name: 'ForgotUsernameScreen',
    path: '/session/forgot-username',
    element: <ForgotUsernameScreen />,
    api: 'POST /api/profile/recoveryPlayerLink',
    label: 'E-mail or mobile number',
    button: 'Send recovery link',
    field: 'identifier',
  },
] as const;

describe.each(cases)('$name', ({ path, element, api, label, button, field }) => {
  const routes = [
    { path, element },
    { path: '/session/login', element: <p>sign in</p> },
  ];

  it('asks for the value with the spec message and sends nothing without it', async () => {
    const server = fakeApi({});
    renderRoutes(routes, path);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Field required');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(server.seen).toHaveLength(0);
  });

  it.each(['known@example.test', 'nobody@example.test'])(
    'answers %s with the same notice, whether or not an account matches',
    async (value) => {
      const server = fakeApi({ [api]: () => jsonResponse(202, { accepted: true }) });
      renderRoutes(routes, path);
      await userEvent.type(screen.getByLabelText(label), `  ${value} `);
      await userEvent.click(screen.getByRole('button', { name: button }));
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Check your messages');
      expect(notice).toHaveTextContent('If an account matches what you entered');
      expect(notice).toHaveFocus();
      const [method, pathname] = api.split(' ');
      expect(server.calls(method ?? '', pathname ?? '')[0]?.body).toEqual({ [field]: value });
    },
  );

  it('shows a refusal such as too many attempts, and lets the player go back to sign in', async () => {
    fakeApi({ [api]: () => jsonResponse(429, { errors: ['Too many attempts. Try again in 15 minutes.'] }) });
    renderRoutes(routes, path);
    await userEvent.type(screen.getByLabelText(label), 'someone');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('sign in')).toBeInTheDocument();
  });
});

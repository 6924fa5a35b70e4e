import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { SignInScreen } from './sign-in-screen';

const routes = [
  { path: '/session/login', element: <SignInScreen /> },
  { path: '/session/sign-up', element: <p>sign-up page</p> },
  { path: '/session/forgot-password', element: <p>forgot-password page</p> },
  { path: '/session/forgot-username', element: <p>forgot-username page</p> },
];

describe('the sign-in screen’s account links', () => {
  it.each([
    ['Create account', 'sign-up page'],
    ['Forgot password?', 'forgot-password page'],
    ['Forgot username?', 'forgot-username page'],
  ])('“%s” opens its page', async (name, page) => {
    renderRoutes(routes, '/session/login');
    const nav = screen.getByRole('navigation', { name: 'Account help' });
    expect(nav).toContainElement(screen.getByRole('link', { name }));
    await userEvent.click(screen.getByRole('link', { name }));
    expect(await screen.findByText(page)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { Component as SessionModule } from './session-module';
import { Component as SignInModule } from './sign-in-module';

const routes = [
  {
    path: '/session',
    element: <SessionModule />,
    children: [{ path: 'login', element: <SignInModule /> }],
  },
];

describe('session module', () => {
  it('loads the normal sign-in without kiosk mode', () => {
    renderRoutes(routes, '/session/login');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });

  it('loads the kiosk session module with the card number passed by the resolver', async () => {
    localStorage.setItem('KIOSK_MODE', '1');
    renderRoutes(routes, { pathname: '/session/login', state: { cardNumber: '7000000001' } } as never);
    expect(await screen.findByRole('group', { name: 'On-screen keyboard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('7000000001');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formOf } from '../../../test/forms';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { KioskSignInScreen } from './kiosk-sign-in-screen';
import { SignInScreen } from './sign-in-screen';

const token = { access_token: 'a1', token_type: 'Bearer', expires_in: 300, refresh_token: 'r1' };

describe('card + PIN sign-in', () => {
  it('opens the card tab with the card number passed by the card resolver', () => {
    renderRoutes([{ path: '/session/login', element: <SignInScreen /> }], {
      pathname: '/session/login',
      state: { cardNumber: '7000000001' },
    } as never);
    expect(screen.getByRole('tab', { name: 'Club card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Card number')).toHaveValue('7000000001');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
  });

  it('keeps only digits, posts the card_pin grant and leaves the screen', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, token));
    localStorage.setItem('REMOTE_LOGIN', '1');
    renderRoutes(
      [
        { path: '/session/login', element: <SignInScreen /> },
        { path: '/', element: <p>landing</p> },
      ],
      '/session/login',
    );
    await user.click(screen.getByRole('tab', { name: 'Club card' }));
    await user.type(screen.getByLabelText('Card number'), '70a00-000 001');
    await user.type(screen.getByLabelText('PIN'), '24x68');
    expect(screen.getByLabelText('Card number')).toHaveValue('7000000001');
    expect(screen.getByLabelText('PIN')).toHaveValue('2468');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/oauth/token');
    expect(formOf(fetchMock.mock.calls[0])).toEqual({
      grant_type: 'card_pin',
      card_number: '7000000001',
      pin: '2468',
      client_id: 'player-portal',
    });
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({ access_token: 'a1' });
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes([{ path: '/session/login', element: <KioskSignInScreen /> }], '/session/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Field required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("kiosk: shows the server's error_description beside the keypad, not as a toast, and clears the PIN", async () => {
    const paused = 'Sign-in is paused for 5 minutes. The Players Club desk can help.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { error: 'invalid_grant', error_description: paused }),
    );
    renderRoutes(
      [{ path: '/session/login', element: <KioskSignInScreen cardNumber="7000000001" /> }],
      '/session/login',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(paused);
    expect(alert).toHaveClass('card-pin-form__refusal');
    expect(alert.nextElementSibling).toContainElement(
      screen.getByRole('group', { name: 'On-screen keyboard' }),
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByLabelText('PIN')).toHaveValue(''));
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('kiosk: a new attempt takes the last refusal away', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      jsonResponse(400, {
        error: 'invalid_grant',
        error_description: 'The card number or PIN is incorrect.',
      }),
    );
    renderRoutes(
      [{ path: '/session/login', element: <KioskSignInScreen cardNumber="7000000001" /> }],
      '/session/login',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Field required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("the sign-in page's card tab still tells a refusal in an error toast", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, {
        error: 'invalid_grant',
        error_description: 'The card number or PIN is incorrect.',
      }),
    );
    renderRoutes([{ path: '/session/login', element: <SignInScreen /> }], {
      pathname: '/session/login',
      state: { cardNumber: '7000000001' },
    } as never);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card number or PIN is incorrect.');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(alert);
  });

  it('kiosk: the on-screen keyboard types into the focused field and Enter signs in', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, token));
    renderRoutes(
      [
        { path: '/session/login', element: <KioskSignInScreen cardNumber="7000000001" /> },
        { path: '/', element: <p>landing</p> },
      ],
      '/session/login',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('7000000001');
    expect(screen.getByLabelText('PIN')).toHaveFocus();
    for (const key of ['2', '4', '6', '9']) await user.click(screen.getByRole('button', { name: key }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByLabelText('PIN')).toHaveValue('2468');
    expect(screen.getByLabelText('Card number')).toHaveValue('7000000001');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(formOf(fetchMock.mock.calls[0])).toMatchObject({ card_number: '7000000001', pin: '2468' });
  });
});

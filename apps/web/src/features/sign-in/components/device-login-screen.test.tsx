import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formOf } from '../../../test/forms';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { DeviceLoginScreen } from './device-login-screen';

const routes = [
  { path: '/session/device-login', element: <DeviceLoginScreen /> },
  { path: '/', element: <p>landing</p> },
];

describe('DeviceLoginScreen', () => {
  it('posts the device_hash grant with the query values at once and goes to the landing page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(routes, '/session/device-login?h=1700000000.abc&patronId=1001&terminalId=T-7');

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(formOf(fetchMock.mock.calls[0])).toEqual({
      grant_type: 'device_hash',
      patron_id: '1001',
      device_hash: '1700000000.abc',
      terminal_id: 'T-7',
      client_id: 'player-portal',
    });
    answer(jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({ access_token: 'a1' });
  });

  it('leaves terminal_id out when there is none', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }));
    renderRoutes(routes, '/session/device-login?h=x.y&patronId=1001');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(formOf(fetchMock.mock.calls[0])).not.toHaveProperty('terminal_id');
  });

  it('shows the error toast and the kiosk card + PIN screen when the grant fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { error: 'invalid_grant', error_description: 'The device link has expired.' }),
    );
    renderRoutes(routes, '/session/device-login?h=x.y&patronId=1001');
    expect(await screen.findByRole('alert')).toHaveTextContent('The device link has expired.');
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('without a hash shows the card + PIN screen and calls nothing', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes(routes, '/session/device-login');
    expect(screen.getByLabelText('PIN')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

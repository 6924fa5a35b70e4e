import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { useLogout } from '../api/logout';
import { LogoutDialog } from './logout-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  const logout = useLogout(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Logout
      </button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} onLogout={logout} />
    </>
  );
}

const routes = [
  { path: '/condensed/home/naskila', element: <Harness /> },
  { path: '/session/login', element: <p>login screen</p> },
];

describe('LogoutDialog', () => {
  beforeEach(() => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
  });

  it('asks for confirmation with Yes and No, and No keeps the session', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes(routes, '/condensed/home/naskila');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveTextContent('Do you really want to log out?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('currentUser')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes on Escape and keeps focus inside while open', async () => {
    renderRoutes(routes, '/condensed/home/naskila');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Yes revokes the refresh token, clears the session and goes to the login path', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    renderRoutes(routes, '/condensed/home/naskila');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/oauth/revoke/?logout');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      token_type_hint: 'refresh_token',
      token: 'r1',
      client_id: 'player-portal',
    });
    await waitFor(() => expect(localStorage.getItem('currentUser')).toBeNull());
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formOf } from '../../../test/forms';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { IdpTokenScreen, idpFromPath } from './idp-token-screen';

const routes = [
  { path: '/okta-token', element: <IdpTokenScreen /> },
  { path: '/acme-token', element: <IdpTokenScreen /> },
  { path: '/', element: <p>landing</p> },
];

describe('IdpTokenScreen', () => {
  it('reads the idp from the path', () => {
    expect(idpFromPath('/okta-token')).toBe('okta');
    expect(idpFromPath('/acme-token/')).toBe('acme');
    expect(idpFromPath('/session/login')).toBeUndefined();
  });

  it('posts the code grant, stores the session with its id_token and goes to the landing page', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, {
        access_token: 'a1',
        token_type: 'Bearer',
        expires_in: 300,
        refresh_token: 'r1',
        id_token: 'idt',
      }),
    );
    localStorage.setItem('REMOTE_LOGIN', '1');
    renderRoutes(routes, '/okta-token?code=c-123&state=s-456');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/oauth/token');
    expect(formOf(fetchMock.mock.calls[0])).toEqual({
      grant_type: 'external_okta_code_access',
      code: 'c-123',
      state: 's-456',
      client_id: 'player-portal',
    });
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toEqual({
      access_token: 'a1',
      token_type: 'Bearer',
      expires_in: 300,
      refresh_token: 'r1',
      id_token: 'idt',
    });
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('refuses an id_token in the URL: it cannot be tied to the browser that started the flow', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 300 }));
    renderRoutes(routes, '/acme-token#id_token=eyJ.x.y');
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('shows the error toast and a way back when the grant fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, { error: 'invalid_grant', error_description: 'The sign-in code has expired.' }),
    );
    renderRoutes(routes, '/okta-token?code=old&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in code has expired.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/session/login');
  });
});

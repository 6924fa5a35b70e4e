import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { logout, logoutIdp } from './logout';

const okta = { type: 'okta', authEndpoint: 'https://idp.example.test/oauth2/' };

function storeUser(user: Record<string, string>) {
  localStorage.setItem('currentUser', JSON.stringify(user));
}

describe('logoutIdp', () => {
  it('picks the identity provider, never a social dialog', () => {
    const facebook = { type: 'facebook', appId: '1', authEndpoint: '/social/facebook' };
    expect(logoutIdp([facebook, okta])).toBe(okta);
    expect(logoutIdp([facebook])).toBeUndefined();
  });
});

describe('logout', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    localStorage.setItem('REMOTE_LOGIN', '1');
  });
  afterEach(() => localStorage.clear());

  it('on the mobile layout signs out of the identity provider with the id_token', async () => {
    storeUser({ access_token: 'a1', refresh_token: 'r1', id_token: 'idt.payload.sig' });
    const navigate = vi.fn();
    const redirect = vi.fn();
    const outcome = await logout('/session/login', navigate, {
      mobile: true,
      idp: okta,
      unauthorizedRedirectUri: '/mobile',
      redirect,
    });
    expect(outcome).toBe('redirected');
    expect(navigate).not.toHaveBeenCalled();
    const url = new URL(String(redirect.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example.test/oauth2/logout');
    expect(url.searchParams.get('id_token_hint')).toBe('idt.payload.sig');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/mobile`);
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });

  it('on mobile without an id_token goes to the unauthorized redirect URI', async () => {
    storeUser({ access_token: 'a1', refresh_token: 'r1' });
    const navigate = vi.fn();
    const redirect = vi.fn();
    await logout('/session/login', navigate, {
      mobile: true,
      idp: okta,
      unauthorizedRedirectUri: 'https://casino.example.test/bye',
      redirect,
    });
    expect(redirect).toHaveBeenCalledWith('https://casino.example.test/bye');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('elsewhere goes to the login path and never to the identity provider', async () => {
    storeUser({ access_token: 'a1', refresh_token: 'r1', id_token: 'idt' });
    const navigate = vi.fn();
    const redirect = vi.fn();
    await logout('/session/login', navigate, { idp: okta, unauthorizedRedirectUri: '/x', redirect });
    expect(navigate).toHaveBeenCalledWith('/session/login');
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
  });
});

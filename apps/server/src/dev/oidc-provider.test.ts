import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OIDC_DEMO_ACCOUNT } from './oidc-dev-accounts';
import { startDevOidcProvider, type DevOidcProvider } from './oidc-provider';
import { createOidcTestBrowser, createPkcePair, mintDevIdToken } from './oidc-test-flow';

const redirectUri = 'http://naskila.localhost:8080/okta-token';
const postLogoutRedirectUri = 'http://naskila.localhost:8080/';
let idp: DevOidcProvider;

beforeAll(async () => {
  idp = await startDevOidcProvider({
    port: 0,
    clients: [
      {
        clientId: 'player-portal',
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
      },
    ],
  });
});
afterAll(() => idp.close());

const authorizationUrl = (params: Record<string, string> = {}) => {
  const url = new URL('/authorize', idp.issuer);
  url.search = new URLSearchParams({
    client_id: 'player-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'st-1',
    code_challenge: createPkcePair().codeChallenge,
    code_challenge_method: 'S256',
    ...params,
  }).toString();
  return url;
};

describe('dev OIDC provider', () => {
  it('publishes discovery with an end_session endpoint on its loopback issuer', async () => {
    const metadata = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(metadata.issuer).toBe(idp.issuer);
    expect(metadata.authorization_endpoint).toBe(`${idp.issuer}/authorize`);
    expect(metadata.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('serves an accessible login form without scripts', async () => {
    const response = await fetch(authorizationUrl(), { redirect: 'manual' });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(response.headers.get('location') ?? '', idp.issuer), {
      headers: { cookie },
    });
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/<script/i);
  });

  it('signs the demo user in and redirects back with a code and the state', async () => {
    const callback = await createOidcTestBrowser().signIn({
      authorizationUrl: authorizationUrl(),
      redirectUri,
    });
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('st-1');
  });

  it('re-renders the form with an alert for a wrong password', async () => {
    const browser = createOidcTestBrowser();
    await expect(
      browser.signIn({ authorizationUrl: authorizationUrl(), redirectUri, password: 'wrong' }),
    ).rejects.toThrow(/stopped/);
    expect(browser.lastPage()?.status).toBe(401);
    expect(browser.lastPage()?.html).toContain('role="alert"');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = authorizationUrl();
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', idp.issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('mints an id_token carrying the demo claims', async () => {
    const { idToken } = await mintDevIdToken({
      issuer: idp.issuer,
      clientId: 'player-portal',
      redirectUri,
      nonce: 'n-1',
    });
    expect(decodeJwt(idToken)).toMatchObject({
      iss: idp.issuer,
      aud: 'player-portal',
      sub: DEV_OIDC_DEMO_ACCOUNT.subject,
      email: DEV_OIDC_DEMO_ACCOUNT.email,
      name: 'Demo Player',
      nonce: 'n-1',
    });
  });

  it('signs out with id_token_hint and post_logout_redirect_uri, also on the spec path /logout', async () => {
    const browser = createOidcTestBrowser();
    await browser.signIn({ authorizationUrl: authorizationUrl(), redirectUri });
    const { idToken } = await mintDevIdToken({ issuer: idp.issuer, clientId: 'player-portal', redirectUri });
    const endSessionUrl = new URL('/logout', idp.issuer);
    endSessionUrl.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: 'bye',
    }).toString();
    const landed = await browser.signOut({ endSessionUrl, postLogoutRedirectUri });
    expect(landed.href).toBe(`${postLogoutRedirectUri}?state=bye`);
  });
});

import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcAuthRequests } from '../../../db/schema/index';
import { startDevOidcProvider, type DevOidcProvider } from '../../../dev/oidc-provider';
import { DEV_OIDC_DEMO_ACCOUNT } from '../../../dev/oidc-dev-accounts';
import { createOidcTestBrowser, mintDevIdToken } from '../../../dev/oidc-test-flow';
import { tokenRequest } from '../../../test/identity-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const HOST = 'naskila.localhost';
const REDIRECT = `http://${HOST}/okta-token`;
const PENDING = { subject: 'okta-pending-002', login: 'pending', password: 'Pending#2026' };
const key = {
  ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK),
  kid: randomUUID(),
  alg: 'RS256',
  use: 'sig',
};
let idp: DevOidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startDevOidcProvider({
    port: 0,
    signingKey: key,
    accounts: [
      DEV_OIDC_DEMO_ACCOUNT,
      { ...PENDING, email: 'pending@naskila.example.com', givenName: 'Pat', familyName: 'Newcomer' },
    ],
    clients: [
      { clientId: 'player-portal', redirectUris: [REDIRECT, 'http://coyote.localhost/okta-token'] },
      { clientId: 'other-client', redirectUris: [REDIRECT] },
    ],
  });
  t = await createTestApp({ oktaAuthEndpoint: idp.issuer });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const idTokenGrant = (host: string, idToken: string) =>
  tokenRequest(t.app, host, { grant_type: 'external_okta_idtoken_access', id_token: idToken });

async function startFlow(host = HOST) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/externalAuth/okta',
    headers: { host },
    payload: { username: '', password: '', authRequestType: 'internal' },
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ redirectUrl: string }>().redirectUrl);
}

describe('external_{idp}_idtoken_access', () => {
  it('signs in the linked player and returns the id_token for the IdP logout', async () => {
    const { idToken } = await mintDevIdToken({
      issuer: idp.issuer,
      clientId: 'player-portal',
      redirectUri: REDIRECT,
    });
    const res = await idTokenGrant(HOST, idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', id_token: idToken });
    // This token carries no nonce: the token itself is spent, so a replay is refused.
    const replay = await idTokenGrant(HOST, idToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a token issued to another client (audience)', async () => {
    const { idToken } = await mintDevIdToken({
      issuer: idp.issuer,
      clientId: 'other-client',
      redirectUri: REDIRECT,
    });
    const res = await idTokenGrant(HOST, idToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The Okta sign-in could not be verified.',
    });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(idp.issuer)
      .setAudience('player-portal')
      .setSubject(DEV_OIDC_DEMO_ACCOUNT.subject)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(await importJWK(key, 'RS256'));
    const res = await idTokenGrant(HOST, expired);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('The Okta sign-in has expired.');
  });

  it("refuses a token whose nonce belongs to another tenant's sign-in, once only at its own", async () => {
    const state = (await startFlow(HOST)).searchParams.get('state') ?? '';
    const [row] = await t.db.select().from(oidcAuthRequests).where(eq(oidcAuthRequests.state, state));
    const { idToken } = await mintDevIdToken({
      issuer: idp.issuer,
      clientId: 'player-portal',
      redirectUri: REDIRECT,
      nonce: row?.nonce ?? '',
    });
    expect((await idTokenGrant('coyote.localhost', idToken)).statusCode).toBe(400);
    expect((await idTokenGrant(HOST, idToken)).statusCode).toBe(200);
    expect((await idTokenGrant(HOST, idToken)).json().error_description).toBe(
      'This Okta sign-in was already used.',
    );
  });

  it('refuses an IdP the tenant does not configure', async () => {
    const res = await tokenRequest(t.app, HOST, {
      grant_type: 'external_other_idtoken_access',
      id_token: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('answers invalid_request without id_token', async () => {
    const res = await tokenRequest(t.app, HOST, { grant_type: 'external_okta_idtoken_access' });
    expect(res.json().error).toBe('invalid_request');
  });
});

describe('external_{idp}_code_access (PKCE)', () => {
  it('runs the whole flow from POST /api/externalAuth/okta to tokens; the state works once', async () => {
    const authorize = await startFlow();
    expect(authorize.href.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
    expect(authorize.searchParams.get('check_auth')).toBe('false');
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await createOidcTestBrowser().signIn({
      authorizationUrl: authorize,
      redirectUri: REDIRECT,
    });
    const payload = {
      grant_type: 'external_okta_code_access',
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
    const res = await tokenRequest(t.app, HOST, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; id_token: string }>();
    expect(body.id_token).toBeTruthy();

    const again = await tokenRequest(t.app, HOST, payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('The sign-in request is unknown, expired or already used.');

    const logout = await t.app.inject({
      url: `/api/externalAuth/okta/logoutUrl?id_token_hint=${body.id_token}`,
      headers: { host: HOST },
    });
    const logoutUrl = new URL(logout.json<{ logoutUrl: string }>().logoutUrl);
    expect(logoutUrl.origin + logoutUrl.pathname).toBe(`${idp.issuer}/logout`);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/`);
  });

  it('refuses an unknown state, and a state of another tenant', async () => {
    const unknown = await tokenRequest(t.app, HOST, {
      grant_type: 'external_okta_code_access',
      code: 'abc',
      state: 'never-issued',
    });
    expect(unknown.statusCode).toBe(400);
    const state = (await startFlow('coyote.localhost')).searchParams.get('state') ?? '';
    const other = await tokenRequest(t.app, HOST, {
      grant_type: 'external_okta_code_access',
      code: 'abc',
      state,
    });
    expect(other.json().error).toBe('invalid_grant');
  });

  it('answers 404 for an IdP the tenant does not configure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/nope',
      headers: { host: HOST },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toHaveLength(1);
  });
});

describe('POST /api/externalAuth/linkWithOkta', () => {
  const link = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/externalAuth/linkWithOkta', headers: { host: HOST }, payload });

  it('links an unlinked IdP identity to the proven account, then signs it in', async () => {
    const pending = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: HOST },
      payload: { grant_type: 'password', username: 'pending', password: 'Player#2026' },
    });
    const patronNumber = JSON.parse(
      Buffer.from(
        pending.json<{ access_token: string }>().access_token.split('.')[1] ?? '',
        'base64url',
      ).toString(),
    ).sub.split('@')[0] as string;
    const res = await link({ patronNumber, email: 'pending@naskila.example.com', password: 'Player#2026' });
    expect(res.statusCode).toBe(200);
    const callback = await createOidcTestBrowser().signIn({
      authorizationUrl: res.json<{ redirectUrl: string }>().redirectUrl,
      redirectUri: REDIRECT,
      username: PENDING.login,
      password: PENDING.password,
    });
    const token = await tokenRequest(t.app, HOST, {
      grant_type: 'external_okta_code_access',
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    });
    expect(token.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: { host: HOST, authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` },
    });
    expect(profile.json()).toMatchObject({ username: 'pending' });
  });

  it('answers 400 for a wrong password and for a malformed body', async () => {
    const wrong = await link({
      patronNumber: '7030001',
      email: 'demo@naskila.example.com',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['The patron number, email or password is incorrect.'] });
    const bad = await link({ patronNumber: '', email: 'x', password: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('IdP redirect targets stay on the tenant’s own domains', () => {
  const logout = (query: Record<string, string>, headers: Record<string, string> = { host: HOST }) =>
    t.app.inject({
      url: `/api/externalAuth/okta/logoutUrl?${new URLSearchParams({ id_token_hint: 'hint', ...query }).toString()}`,
      headers,
    });
  const target = (res: { json: () => { logoutUrl: string } }) =>
    new URL(res.json().logoutUrl).searchParams.get('post_logout_redirect_uri');

  it('refuses a post_logout_redirect_uri that is not http(s) on one of the tenant’s domains', async () => {
    for (const uri of [
      'javascript:alert(1)',
      'https://evil.example/',
      'http://naskila.localhost.evil.example/',
      'http://user@naskila.localhost/',
      'http://coyote.localhost/',
      'ftp://naskila.localhost/',
    ]) {
      const res = await logout({ post_logout_redirect_uri: uri });
      expect(res.statusCode, uri).toBe(400);
      expect(res.json().errors, uri).toHaveLength(1);
    }
  });

  it('accepts one on the tenant’s domain, with any port', async () => {
    const res = await logout({ post_logout_redirect_uri: 'http://naskila.localhost:8080/signed-out?x=1' });
    expect(res.statusCode).toBe(200);
    expect(target(res)).toBe('http://naskila.localhost:8080/signed-out?x=1');
  });

  it('builds the default logout target from the tenant’s domain, not from a foreign Host', async () => {
    expect(target(await logout({}, { host: 'naskila.localhost:8080' }))).toBe(
      'http://naskila.localhost:8080/',
    );
    // An unknown host falls back to DEFAULT_BRAND (naskila); it must not choose the target.
    expect(target(await logout({}, { host: 'evil.example' }))).toBe('http://naskila.localhost/');
    expect(target(await logout({}, { host: HOST, 'x-target': 'coyote' }))).toBe('http://coyote.localhost/');
  });

  it('builds the sign-in redirect_uri from the tenant’s domain, not from a foreign Host', async () => {
    expect((await startFlow('evil.example')).searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect((await startFlow('evil.example:8080')).searchParams.get('redirect_uri')).toBe(
      'http://naskila.localhost:8080/okta-token',
    );
    expect((await startFlow('NASKILA.localhost')).searchParams.get('redirect_uri')).toBe(REDIRECT);
  });
});

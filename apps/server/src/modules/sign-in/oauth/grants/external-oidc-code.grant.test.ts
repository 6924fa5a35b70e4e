import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { playerIdentities } from '../../../../db/schema/index';
import { createOidcTestBrowser } from '../../../../dev/oidc-test-flow';
import { tokenRequest } from '../../../../test/identity-fixtures';
import {
  codeGrant,
  cookiesOf,
  HOST,
  PENDING,
  REDIRECT,
  startFlow,
  useOidcTestApp,
} from './external-oidc.fixtures';

const { ctx } = useOidcTestApp();
const OTHER_BROWSER = 'This sign-in was started in another browser; please start it again here.';

const signInAtIdp = (authorizationUrl: URL | string, account?: { username: string; password: string }) =>
  createOidcTestBrowser().signIn({ authorizationUrl, redirectUri: REDIRECT, ...account });

describe('external_{idp}_code_access (PKCE)', () => {
  it('runs the whole flow from POST /api/externalAuth/okta to tokens; the state works once', async () => {
    const { url: authorize, cookie } = await startFlow(ctx.t);
    expect(authorize.href.startsWith(`${ctx.idp.issuer}/authorize?`)).toBe(true);
    expect(authorize.searchParams.get('check_auth')).toBe('false');
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await signInAtIdp(authorize);
    const res = await codeGrant(ctx.t, { callback, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; id_token: string }>();
    expect(body.id_token).toBeTruthy();

    const again = await codeGrant(ctx.t, { callback, cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('The sign-in request is unknown, expired or already used.');

    const logout = await ctx.t.app.inject({
      url: `/api/externalAuth/okta/logoutUrl?id_token_hint=${body.id_token}`,
      headers: { host: HOST },
    });
    const logoutUrl = new URL(logout.json<{ logoutUrl: string }>().logoutUrl);
    expect(logoutUrl.origin + logoutUrl.pathname).toBe(`${ctx.idp.issuer}/logout`);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/`);
  });

  it('binds the flow to the starting browser with an HttpOnly, SameSite=Lax cookie scoped to the grant', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/okta',
      headers: { host: HOST },
      payload: {},
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^idp_[A-Za-z0-9_-]{22}=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('Path=/oauth/token');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=600');
    expect(Object.keys(res.json())).toEqual(['redirectUrl']);
  });

  it('refuses a code and state started by browser A and completed by browser B', async () => {
    const a = await startFlow(ctx.t);
    const b = await startFlow(ctx.t);
    const callback = await signInAtIdp(a.url);
    for (const cookie of [undefined, b.cookie, b.cookie.replace(/=.*/, '=forged')]) {
      const res = await codeGrant(ctx.t, { callback, ...(cookie ? { cookie } : {}) });
      expect(res.statusCode, cookie).toBe(400);
      expect(res.json(), cookie).toEqual({ error: 'invalid_grant', error_description: OTHER_BROWSER });
    }
    // The stranger's attempts did not spend it: the browser that started the flow still signs in.
    expect((await codeGrant(ctx.t, { callback, cookie: a.cookie })).statusCode).toBe(200);
  });

  it('refuses an unknown state, and a state of another tenant', async () => {
    const unknown = await tokenRequest(ctx.t.app, HOST, {
      grant_type: 'external_okta_code_access',
      code: 'abc',
      state: 'never-issued',
    });
    expect(unknown.statusCode).toBe(400);
    const { url, cookie } = await startFlow(ctx.t, 'coyote.localhost');
    const callback = new URL(`${REDIRECT}?code=abc&state=${url.searchParams.get('state') ?? ''}`);
    const other = await codeGrant(ctx.t, { callback, cookie });
    expect(other.json().error).toBe('invalid_grant');
  });

  it('answers 404 for an IdP the tenant does not configure', async () => {
    const res = await ctx.t.app.inject({
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
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/linkWithOkta',
      headers: { host: HOST },
      payload,
    });
  const pendingPatronNumber = async () => {
    const res = await tokenRequest(ctx.t.app, HOST, {
      grant_type: 'password',
      username: 'pending',
      password: 'Player#2026',
    });
    return String(decodeJwt(res.json<{ access_token: string }>().access_token).sub).split('@')[0] ?? '';
  };
  const linkedOkta = async () =>
    ctx.t.db.select().from(playerIdentities).where(eq(playerIdentities.provider, 'okta'));
  const proof = async () => ({
    patronNumber: await pendingPatronNumber(),
    email: 'pending@naskila.example.com',
    password: 'Player#2026',
  });

  it('refuses to link when the callback is completed in another browser; nothing is linked', async () => {
    const before = await linkedOkta();
    const res = await link(await proof());
    expect(res.statusCode).toBe(200);
    const callback = await signInAtIdp(res.json<{ redirectUrl: string }>().redirectUrl, {
      username: PENDING.login,
      password: PENDING.password,
    });
    const stranger = await codeGrant(ctx.t, { callback, cookie: (await startFlow(ctx.t)).cookie });
    expect(stranger.json()).toEqual({ error: 'invalid_grant', error_description: OTHER_BROWSER });
    expect(await linkedOkta()).toEqual(before);
  });

  it('links an unlinked IdP identity to the proven account, then signs it in', async () => {
    const res = await link(await proof());
    expect(res.statusCode).toBe(200);
    const callback = await signInAtIdp(res.json<{ redirectUrl: string }>().redirectUrl, {
      username: PENDING.login,
      password: PENDING.password,
    });
    const token = await codeGrant(ctx.t, { callback, cookie: cookiesOf(res.headers) });
    expect(token.statusCode).toBe(200);
    const profile = await ctx.t.app.inject({
      url: '/api/profile',
      headers: { host: HOST, authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` },
    });
    expect(profile.json()).toMatchObject({ username: 'pending' });
  });

  it('answers 400 for a wrong password, sets no cookie, and refuses a malformed body', async () => {
    const wrong = await link({ ...(await proof()), password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['The patron number, email or password is incorrect.'] });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const bad = await link({ patronNumber: '', email: 'x', password: '' });
    expect(bad.statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcAuthRequests } from '../../../../db/schema/index';
import { mintDevIdToken } from '../../../../dev/oidc-test-flow';
import { tokenRequest } from '../../../../test/identity-fixtures';
import { HOST, REDIRECT, startFlow, useOidcTestApp } from './external-oidc.fixtures';

const { ctx, signIdToken } = useOidcTestApp();

const idTokenGrant = (host: string, idToken: string) =>
  tokenRequest(ctx.t.app, host, { grant_type: 'external_okta_idtoken_access', id_token: idToken });

describe('external_{idp}_idtoken_access', () => {
  it('signs in the linked player and returns the id_token for the IdP logout', async () => {
    const { idToken } = await mintDevIdToken({
      issuer: ctx.idp.issuer,
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
      issuer: ctx.idp.issuer,
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
    const expired = await signIdToken({ iat: now - 7200, exp: now - 3600 });
    const res = await idTokenGrant(HOST, expired);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('The Okta sign-in has expired.');
  });

  it("refuses a token whose nonce belongs to another tenant's sign-in, once only at its own", async () => {
    const state = (await startFlow(ctx.t, HOST)).url.searchParams.get('state') ?? '';
    const [row] = await ctx.t.db.select().from(oidcAuthRequests).where(eq(oidcAuthRequests.state, state));
    const { idToken } = await mintDevIdToken({
      issuer: ctx.idp.issuer,
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
    const res = await tokenRequest(ctx.t.app, HOST, {
      grant_type: 'external_other_idtoken_access',
      id_token: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('answers invalid_request without id_token', async () => {
    const res = await tokenRequest(ctx.t.app, HOST, { grant_type: 'external_okta_idtoken_access' });
    expect(res.json().error).toBe('invalid_request');
  });
});

describe('IdP redirect targets stay on the tenant’s own domains', () => {
  const logout = (query: Record<string, string>, headers: Record<string, string> = { host: HOST }) =>
    ctx.t.app.inject({
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
    expect((await startFlow(ctx.t, 'evil.example')).url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect((await startFlow(ctx.t, 'evil.example:8080')).url.searchParams.get('redirect_uri')).toBe(
      'http://naskila.localhost:8080/okta-token',
    );
    expect((await startFlow(ctx.t, 'NASKILA.localhost')).url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  });
});

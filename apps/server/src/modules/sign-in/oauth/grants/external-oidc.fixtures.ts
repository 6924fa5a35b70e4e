import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEV_OIDC_DEMO_ACCOUNT } from '../../../../dev/oidc-dev-accounts';
import { startDevOidcProvider, type DevOidcProvider } from '../../../../dev/oidc-provider';
import { createTestApp, type TestApp } from '../../../../test/test-app';

export const HOST = 'naskila.localhost';
export const REDIRECT = `http://${HOST}/okta-token`;
export const PENDING = { subject: 'okta-pending-002', login: 'pending', password: 'Pending#2026' };

/** A dev OIDC provider and a test app that trusts it, for one test file. */
export function useOidcTestApp() {
  const key = {
    ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  const ctx = {} as { idp: DevOidcProvider; t: TestApp };

  beforeAll(async () => {
    ctx.idp = await startDevOidcProvider({
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
    ctx.t = await createTestApp({ oktaAuthEndpoint: ctx.idp.issuer });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.idp.close();
  });

  /** An id_token signed with the provider's key, with chosen times. */
  const signIdToken = async (times: { iat: number; exp: number }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(ctx.idp.issuer)
      .setAudience('player-portal')
      .setSubject(DEV_OIDC_DEMO_ACCOUNT.subject)
      .setIssuedAt(times.iat)
      .setExpirationTime(times.exp)
      .sign(await importJWK(key, 'RS256'));

  return { ctx, signIdToken };
}

/** The name=value pairs a browser would send back from the answer's Set-Cookie headers. */
export function cookiesOf(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.map((line) => String(line).split(';')[0]).join('; ');
}

/** POST /api/externalAuth/okta: the authorize URL and the browser's binding cookie. */
export async function startFlow(t: TestApp, host = HOST) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/externalAuth/okta',
    headers: { host },
    payload: { username: '', password: '', authRequestType: 'internal' },
  });
  expect(res.statusCode).toBe(200);
  return { url: new URL(res.json<{ redirectUrl: string }>().redirectUrl), cookie: cookiesOf(res.headers) };
}

/** The code grant as the browser at {origin}/okta-token posts it, with whatever cookie it holds. */
export function codeGrant(t: TestApp, input: { callback: URL; cookie?: string; host?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: input.host ?? HOST,
      'content-type': 'application/x-www-form-urlencoded',
      ...(input.cookie ? { cookie: input.cookie } : {}),
    },
    payload: new URLSearchParams({
      client_id: 'player-portal',
      grant_type: 'external_okta_code_access',
      code: input.callback.searchParams.get('code') ?? '',
      state: input.callback.searchParams.get('state') ?? '',
    }).toString(),
  });
}

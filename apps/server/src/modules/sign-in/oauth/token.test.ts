import { decodeJwt, decodeProtectedHeader } from 'jose';
import { tokenResponseSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

function token(payload: Record<string, string> | string, headers: Record<string, string> = {}) {
  const isForm = typeof payload === 'string';
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: 'naskila.localhost',
      'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
      ...headers,
    },
    payload: isForm ? payload : JSON.stringify(payload),
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('POST /oauth/token, password grant', () => {
  it('issues tokens for a form-encoded body, sub = patronId@brand', async () => {
    const res = await token(
      form({ grant_type: 'password', username: 'demo', password: 'Player#2026', client_id: 'player-portal' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = tokenResponseSchema.parse(res.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeProtectedHeader(body.access_token).alg).toBe('ES256');
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      sub: '7080001@naskila',
      brand: 'naskila',
      role: 'player',
      client_id: 'player-portal',
    });
    expect(claims.jti).toEqual(expect.any(String));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('accepts JSON, the development client id and no client id', async () => {
    for (const extra of [{ client_id: 'portal3.0' }, {}] as Record<string, string>[]) {
      const res = await token({
        grant_type: 'password',
        username: 'DEMO',
        password: 'Player#2026',
        ...extra,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('gives a manager the manager role and another tenant another patron id', async () => {
    const res = await token(
      { grant_type: 'password', username: 'manager', password: 'Manager#2026' },
      { 'x-target': 'coyote' },
    );
    expect(decodeJwt(res.json().access_token)).toMatchObject({ sub: '7030003@coyote', role: 'manager' });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await token(form({ grant_type: 'password', username: 'demo', password: 'nope' }));
    const unknown = await token(form({ grant_type: 'password', username: 'ghost', password: 'nope' }));
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a bad body with invalid_request', async () => {
    const res = await token(form({ grant_type: 'password', username: 'demo' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('password'),
    });
    const noGrant = await token(form({ username: 'demo' }));
    expect(noGrant.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers an unknown grant with unsupported_grant_type', async () => {
    const res = await token(form({ grant_type: 'magic' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers an unknown client_id with 401 invalid_client', async () => {
    const res = await token(
      form({ grant_type: 'password', username: 'demo', password: 'Player#2026', client_id: 'evil' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers malformed JSON and unsupported media with OAuth errors, never {errors}', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request' });
    const media = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<grant_type>password</grant_type>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ error: 'invalid_request' });
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../../db/schema/index';
import { login, useTestApp } from '../../../test/test-app';
import { refreshRequest } from '../../../test/tokens';
import { hashRefreshToken } from './refresh-tokens.service';

const t = useTestApp();
beforeEach(() => t.reset());

const refresh = (refreshToken: string, brand?: string) => refreshRequest(t.app, refreshToken, brand);

function revoke(token: string, url = '/oauth/revoke/?logout', hint = 'refresh_token') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-target': 'naskila', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token,
      token_type_hint: hint,
      client_id: 'player-portal',
    }).toString(),
  });
}

describe('refresh_token grant', () => {
  it('rotates: the new token works, the old one is spent', async () => {
    const first = await login(t.app, 'naskila');
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(second.json().refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is reused', async () => {
    const first = await login(t.app, 'naskila');
    const second = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an expired token', async () => {
    const { refresh_token } = await login(t.app, 'naskila');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refresh_token)));
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: expect.stringContaining('expired'),
    });
  });

  it('refuses a token of another tenant and an unknown token', async () => {
    const { refresh_token } = await login(t.app, 'coyote');
    expect((await refresh(refresh_token, 'naskila')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh('not-a-token')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(refresh_token, 'coyote')).statusCode).toBe(200);
  });

  it('lets at most one of 20 parallel refreshes with one token succeed, and the reuse ends the family', async () => {
    // The 19 others present a spent token: a reuse, which revokes the family. Whether the winner's
    // successor was inserted before that revocation decides if it gets a 200; either way no live
    // token may remain.
    const { refresh_token } = await login(t.app, 'naskila');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(refresh_token)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(20 - ok.length);
    for (const answer of ok) {
      expect((await refresh(answer.json().refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    }
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt)));
    expect(live).toEqual([]);
  });
});

describe('POST /oauth/revoke', () => {
  it('ends the family, so a later refresh fails', async () => {
    const { refresh_token } = await login(t.app, 'naskila');
    const res = await revoke(refresh_token);
    expect(res.statusCode).toBe(200);
    expect((await refresh(refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('treats token_type_hint as a hint only: a refresh token hinted as access_token is revoked', async () => {
    // RFC 7009 §2.1: a server that finds no token of the hinted type must search the others.
    const { refresh_token } = await login(t.app, 'naskila');
    const res = await revoke(refresh_token, '/oauth/revoke', 'access_token');
    expect(res.statusCode).toBe(200);
    expect((await refresh(refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers 200 for an access token, with or without the access_token hint', async () => {
    const { access_token, refresh_token } = await login(t.app, 'naskila');
    expect((await revoke(access_token, '/oauth/revoke', 'access_token')).statusCode).toBe(200);
    expect((await revoke(access_token)).statusCode).toBe(200);
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('answers 200 for an unknown token, also without the trailing slash', async () => {
    expect((await revoke('unknown', '/oauth/revoke')).statusCode).toBe(200);
  });

  it('answers a missing token with invalid_request', async () => {
    const res = await revoke('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

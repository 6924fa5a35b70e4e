import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { impersonationAudit } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { bearer } from '../../test/tokens';
import { exchange as exchangeAt, linkTicket, MANAGER } from './impersonation.fixtures';

const t = useTestApp();
const REFUSED = { errors: ['Not allowed while acting as a patron.'] };

/** The exchange with a fresh ticket for 7080001 unless the fields bring one. */
async function exchange(fields: Record<string, string>, brand = 'naskila') {
  return exchangeAt(t, { link_ticket: await linkTicket(t), ...fields }, brand);
}

async function impersonate(): Promise<string> {
  const { access_token } = await login(t.app, 'naskila', MANAGER);
  const res = await exchange({ actor_token: access_token });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

describe('token-exchange grant', () => {
  it('issues a short patron token with act and sid, no refresh token, and audits the exchange', async () => {
    const { access_token } = await login(t.app, 'naskila', MANAGER);
    const res = await exchange({
      actor_token: access_token,
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      impersonated_sub: '7080001',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('refresh_token');
    expect(body.expires_in).toBeLessThanOrEqual(900);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: '7080001@naskila', role: 'player', act: { sub: '7080003@naskila' } });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(900);
    const rows = await t.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.sessionId, String(claims.sid)));
    expect(rows).toEqual([
      expect.objectContaining({ action: 'exchange', reason: 'Patron asked for help at the desk' }),
    ]);
  });

  it('refuses a player as actor, a manager of another tenant and an impersonation token', async () => {
    const player = await login(t.app, 'naskila');
    expect((await exchange({ actor_token: player.access_token })).json()).toMatchObject({
      error: 'invalid_grant',
    });
    const foreign = await login(t.app, 'coyote', MANAGER);
    const res = await exchange({ actor_token: foreign.access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange({ actor_token: await impersonate() })).json()).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await exchange({ actor_token: 'garbage' })).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses to impersonate a manager, an unknown patron or another tenant’s patron', async () => {
    const { access_token } = await login(t.app, 'naskila', MANAGER);
    for (const sub of ['7080003@naskila', '7080003', '9999999', '7030001@coyote', '7030001']) {
      const res = await exchange({ actor_token: access_token, impersonated_sub: sub });
      expect(res.json(), sub).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('answers a missing or short reason and a wrong client with invalid_request', async () => {
    const { access_token } = await login(t.app, 'naskila', MANAGER);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: 'naskila.localhost' },
      payload: {
        grant_type: 'token-exchange',
        client_id: 'player-portal',
        actor_token: access_token,
        impersonated_sub: '7080001',
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('reason'),
    });
    expect((await exchange({ actor_token: access_token, reason: 'no' })).json()).toMatchObject({
      error: 'invalid_request',
    });
    expect((await exchange({ actor_token: access_token, client_id: 'portal3.0' })).json()).toMatchObject({
      error: 'invalid_request',
    });
  });

  it('audits every call made with the impersonation token', async () => {
    const token = await impersonate();
    const sid = String(decodeJwt(token).sid);
    const res = await call('GET', '/api/profile/?x=1', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe('7080001');
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.sessionId, sid));
      expect(rows.find((r) => r.action === 'request')).toMatchObject({
        method: 'GET',
        path: '/api/profile/',
        statusCode: 200,
      });
      const exchangeRow = rows.find((r) => r.action === 'exchange');
      expect(rows.find((r) => r.action === 'request')?.managerPlayerId).toBe(exchangeRow?.managerPlayerId);
    });
  });

  it('audits calls to routes that do not require a token, and not a player’s own calls', async () => {
    const token = await impersonate();
    const sid = String(decodeJwt(token).sid);
    expect((await call('GET', '/api/MetaData/Branding', token)).statusCode).toBe(200);
    const { access_token } = await login(t.app, 'naskila');
    expect((await call('GET', '/api/MetaData/KioskMode', access_token)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.sessionId, sid));
      expect(rows.filter((r) => r.action === 'request').map((r) => r.path)).toEqual([
        '/api/MetaData/Branding',
      ]);
    });
    const all = await t.db.select().from(impersonationAudit);
    expect(all.some((r) => r.path === '/api/MetaData/KioskMode')).toBe(false);
  });

  it('refuses password, PIN, contact and sign-in link changes while impersonating', async () => {
    const token = await impersonate();
    const changes = [
      call('PUT', '/api/profile/', token, { email: 'new@example.com' }),
      call('POST', '/api/profile/changePassword', token, {
        currentPassword: 'Player#2026',
        newPassword: 'Another#2026',
      }),
      call('POST', '/api/profile/changePin', token, { currentPin: '2468', newPin: '1357' }),
      // A manager's own Facebook linked to the patron would be a way in without audit or limit.
      call('POST', '/api/externalAuth/linkFacebookAcc', token, { access_token: 'x', user_id: 'fb-manager' }),
      call('DELETE', '/api/externalAuth/unlinkGoogleAcc', token),
    ];
    for (const res of await Promise.all(changes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(impersonationAudit)
        .where(eq(impersonationAudit.sessionId, String(decodeJwt(token).sid)));
      expect(rows.filter((r) => r.statusCode === 403)).toHaveLength(5);
    });
  });
});

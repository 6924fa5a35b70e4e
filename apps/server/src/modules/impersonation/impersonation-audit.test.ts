import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impersonationAudit } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { bearer, refreshRequest } from '../../test/tokens';
import { exchange, linkTicket, MANAGER } from './impersonation.fixtures';

const t = useTestApp();
const UNAVAILABLE = 'The call could not be written to the impersonation audit log; please try again.';

async function impersonate(): Promise<{ token: string; sid: string }> {
  const { access_token } = await login(t.app, 'naskila', MANAGER);
  const res = await exchange(t, { actor_token: access_token, link_ticket: await linkTicket(t) });
  expect(res.statusCode).toBe(200);
  const token = res.json<{ access_token: string }>().access_token;
  return { token, sid: String(decodeJwt(token).sid) };
}

const requestRows = (sid: string) =>
  t.db
    .select()
    .from(impersonationAudit)
    .where(and(eq(impersonationAudit.sessionId, sid), eq(impersonationAudit.action, 'request')));

// Exchange rows can still be written; only the rows of impersonated calls fail.
const breakRequestAudit = () =>
  t.db.execute(
    sql`ALTER TABLE impersonation_audit ADD CONSTRAINT test_no_request_rows CHECK (action <> 'request') NOT VALID`,
  );

afterEach(async () => {
  await t.db.execute(sql`ALTER TABLE impersonation_audit DROP CONSTRAINT IF EXISTS test_no_request_rows`);
});

describe('impersonation audit', () => {
  it('has the call’s row written by the time it answers, then adds its status', async () => {
    const { token, sid } = await impersonate();
    const res = await t.app.inject({
      url: '/api/profile/',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await requestRows(sid)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/profile/' }),
    ]);
    await vi.waitFor(async () => expect((await requestRows(sid))[0]?.statusCode).toBe(200));
  });

  it('writes a row for every call with the same token, and none for a player’s own token', async () => {
    const { token, sid } = await impersonate();
    const player = await login(t.app, 'naskila');
    const allRequestRows = async () =>
      (await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.action, 'request'))).length;
    for (let call = 1; call <= 3; call++) {
      const res = await t.app.inject({ url: '/api/profile/', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(await requestRows(sid)).toHaveLength(call);
    }
    const before = await allRequestRows();
    for (let call = 0; call < 2; call++) {
      const res = await t.app.inject({ url: '/api/profile/', headers: bearer(player.access_token) });
      expect(res.statusCode).toBe(200);
    }
    expect(await allRequestRows()).toBe(before);
  });

  it('answers 503 {errors} and does not run the call when its row cannot be written', async () => {
    const { token, sid } = await impersonate();
    await breakRequestAudit();
    const res = await t.app.inject({
      url: '/api/profile/',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errors: [UNAVAILABLE] });
    expect(await requestRows(sid)).toEqual([]);
  });

  it('leaves a revoke made with the impersonation token undone when it cannot be audited', async () => {
    const patron = await login(t.app, 'naskila');
    const { token } = await impersonate();
    await breakRequestAudit();
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: bearer(token),
      payload: { token: patron.refresh_token, token_type_hint: 'refresh_token', client_id: 'player-portal' },
    });
    expect(revoke.statusCode).toBe(503);
    const refresh = await refreshRequest(t.app, patron.refresh_token);
    expect(refresh.statusCode).toBe(200);
  });
});

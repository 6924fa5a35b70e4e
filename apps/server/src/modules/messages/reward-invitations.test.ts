import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { impersonationAudit, metadata, outbox, tenants } from '../../db/schema/index';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/tokens';
import { insertReward, outboxRows } from './messages.test-helpers';
import { linkTicket } from '../impersonation/impersonation.fixtures';

const SMS_BODY = {
  rewardName: 'Bowl of Harbor Chowder',
  rewardCode: 'TP-CHOWDER-1',
  phoneNumber: '+1 (541) 555-0199',
};

describe('POST /api/profile/sms and /api/profile/email', () => {
  let t: TestApp;
  let token: string;
  const post = (path: 'sms' | 'email', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profile/${path}`,
      headers: { host: 'tp.localhost', authorization: `Bearer ${token}`, ...headers },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp({ outboxPollMs: 0 });
    token = (await login(t.app, 'tp')).access_token;
    await insertReward(t.db, { brand: 'tp', code: 'TP-CHOWDER-1', name: 'Bowl of Harbor Chowder' });
    await insertReward(t.db, { brand: 'tp', username: 'pending', code: 'TP-OTHER-PLAYER' });
    await insertReward(t.db, { brand: 'coyote', code: 'COYOTE-ONLY' });
    await insertReward(t.db, { brand: 'tp', code: 'TP-USED', status: 'used' });
    await insertReward(t.db, { brand: 'tp', code: 'TP-EXPIRED', expiresAt: new Date(Date.now() - 1000) });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it('queues an SMS with the reward name, code and brand, and the dev inbox shows it once sent', async () => {
    const res = await post('sms', SMS_BODY);
    expect(res.statusCode).toBe(202);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({
      channel: 'sms',
      kind: 'reward-sms',
      recipient: '+15415550199',
      sentAt: null,
    });
    expect(row?.body).toContain('Tidepool Palace Casino');
    expect(row?.body).toContain('"Bowl of Harbor Chowder"');
    expect(row?.body).toContain('Code: TP-CHOWDER-1');
    expect(row?.body).not.toMatch(/points|http/i);

    await t.app.messages.worker.drain();
    const inbox = await t.app.inject({ url: '/dev/messages', headers: { accept: 'application/json' } });
    expect(inbox.json()).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+15415550199', brand: 'tp', body: row?.body }),
    ]);
  });

  it('writes the text in the player language from the Locale header', async () => {
    expect((await post('sms', SMS_BODY, { locale: 'es-MX' })).statusCode).toBe(202);
    expect((await post('sms', SMS_BODY, { locale: 'en-ZW' })).statusCode).toBe(202);
    expect((await post('sms', SMS_BODY, { locale: 'xx-YY' })).statusCode).toBe(202);
    const bodies = (await outboxRows(t.db)).map((r) => r.body);
    expect(bodies.find((b) => b.includes('tu recompensa'))).toContain('Código: TP-CHOWDER-1');
    expect(bodies.find((b) => b.includes('Kindly present'))).toContain('TP-CHOWDER-1');
    expect(bodies.filter((b) => b.includes('Show it at the cage'))).toHaveLength(1);
  });

  it('queues an e-mail with a subject, from the brand', async () => {
    const res = await post('email', { ...SMS_BODY, phoneNumber: undefined, email: 'marina@example.com' });
    expect(res.statusCode).toBe(202);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({
      channel: 'email',
      kind: 'reward-email',
      recipient: 'marina@example.com',
      fromName: 'Tidepool Palace Casino',
      subject: 'Your Tidepool Palace Casino reward: Bowl of Harbor Chowder',
    });
    expect(row?.body).toContain('Code: TP-CHOWDER-1');
  });

  it.each([
    ['another player’s reward', 'TP-OTHER-PLAYER'],
    ['another tenant’s reward', 'COYOTE-ONLY'],
    ['a used reward', 'TP-USED'],
    ['an expired reward', 'TP-EXPIRED'],
    ['an unknown code', 'NOPE'],
  ])('answers 404 for %s and writes nothing', async (_label, rewardCode) => {
    for (const path of ['sms', 'email'] as const) {
      const res = await post(path, { ...SMS_BODY, rewardCode, email: 'a@example.com' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Reward not found.'] });
    }
    expect(await outboxRows(t.db)).toHaveLength(0);
  });

  it('refuses a bad body with 400 {errors} and writes nothing', async () => {
    for (const [path, payload] of [
      ['sms', { ...SMS_BODY, phoneNumber: 'call me' }],
      // Formatting without a number behind it, and too few digits to dial.
      ['sms', { ...SMS_BODY, phoneNumber: '------' }],
      ['sms', { ...SMS_BODY, phoneNumber: '((( )))' }],
      ['sms', { ...SMS_BODY, phoneNumber: '+ 1 555' }],
      ['sms', { rewardCode: 'TP-CHOWDER-1' }],
      ['email', { ...SMS_BODY, email: 'not-an-email' }],
      ['email', { ...SMS_BODY, rewardCode: '' }],
    ] as const) {
      const res = await post(path, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await outboxRows(t.db)).toHaveLength(0);
  });

  it('needs the token of this tenant', async () => {
    expect((await post('sms', SMS_BODY, { authorization: '' })).statusCode).toBe(401);
    const coyote = await login(t.app, 'coyote');
    const res = await post('sms', SMS_BODY, { authorization: `Bearer ${coyote.access_token}` });
    expect(res.statusCode).toBe(401);
    const onCoyote = await post(
      'sms',
      { ...SMS_BODY, rewardCode: 'COYOTE-ONLY' },
      { host: 'coyote.localhost' },
    );
    expect(onCoyote.statusCode).toBe(401);
    expect(await outboxRows(t.db)).toHaveLength(0);
  });

  it('caps sends per player per day (RewardsManagement smsDailyLimit) with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('sms', SMS_BODY)).statusCode).toBe(202);
    const res = await post('sms', SMS_BODY);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0]).toContain('at most 5');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // E-mail has its own count under the same cap.
    expect((await post('email', { ...SMS_BODY, email: 'a@example.com' })).statusCode).toBe(202);
    expect(await outboxRows(t.db, 'sms')).toHaveLength(5);
  });

  it('counts the cap over the last 24 hours only', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('sms', SMS_BODY)).statusCode).toBe(202);
    await t.db.update(outbox).set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await post('sms', SMS_BODY)).statusCode).toBe(202);
  });

  it('holds the cap under concurrent sends', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => post('sms', SMS_BODY)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(await outboxRows(t.db, 'sms')).toHaveLength(5);
  });

  it('lets a manager acting as the patron send the patron’s own reward, and audits it', async () => {
    await insertReward(t.db, { brand: 'naskila', code: 'NASKILA-IMP' });
    const manager = await login(t.app, 'naskila', { username: 'manager', password: 'Manager#2026' });
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: 'naskila.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'token-exchange',
        client_id: 'player-portal',
        impersonated_sub: '7080001@naskila',
        reason: 'Patron asked for the code at the desk',
        actor_token: manager.access_token,
        link_ticket: await linkTicket(t),
      }).toString(),
    });
    expect(exchanged.statusCode).toBe(200);
    const res = await post(
      'sms',
      { ...SMS_BODY, rewardCode: 'NASKILA-IMP' },
      { host: 'naskila.localhost', authorization: `Bearer ${exchanged.json().access_token}` },
    );
    expect(res.statusCode).toBe(202);
    expect(await outboxRows(t.db, 'sms')).toHaveLength(1);
    await vi.waitFor(async () => {
      const audit = await t.db.select().from(impersonationAudit);
      expect(audit.some((a) => a.path === '/api/profile/sms' && a.statusCode === 202)).toBe(true);
    });
  });

  it('refuses with 403 when the tenant turned SMS sending off', async () => {
    const [tp] = await t.db.select().from(tenants).where(eq(tenants.brand, 'tp'));
    const where = and(eq(metadata.tenantId, tp?.id ?? ''), eq(metadata.type, 'RewardsManagement'));
    const [before] = await t.db.select().from(metadata).where(where);
    await t.db
      .update(metadata)
      .set({ data: { ...(before?.data as object), allowSmsSend: false } })
      .where(where);
    try {
      const res = await post('sms', SMS_BODY);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: ['Sending rewards by SMS is turned off.'] });
      expect(await outboxRows(t.db)).toHaveLength(0);
    } finally {
      await t.db
        .update(metadata)
        .set({ data: before?.data ?? {} })
        .where(where);
    }
  });
});

describe('in production without providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: 'production', outboxPollMs: 0 });
    await insertReward(t.db, { brand: 'tp', code: 'TP-PROD' });
  });
  afterAll(async () => t?.close());

  it('answers 503 instead of queueing what no one can send', async () => {
    const { access_token } = await login(t.app, 'tp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sms',
      headers: bearer(access_token, 'tp'),
      payload: { ...SMS_BODY, rewardCode: 'TP-PROD' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0]).toContain('not available');
    expect(await outboxRows(t.db)).toHaveLength(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { metadata, outbox, tenants } from '../../db/schema/index';
import { createTestApp, DEMO, login, type TestApp } from '../../test/test-app';
import { insertPlayerLikeDemo, insertReward, outboxRows } from './messages.test-helpers';

const PHONE = '+1 (541) 555-0177';
const PLAYERS = ['demo', 'pending', 'guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-5', 'guest-6'];
const RECIPIENT_CAP_MESSAGE = 'This number can be sent at most 5 rewards by SMS a day.';

describe('one phone number or mailbox, many players', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const send = (username: string, path: 'sms' | 'email', to: { phoneNumber?: string; email?: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profile/${path}`,
      headers: { host: 'tp.localhost', authorization: `Bearer ${tokens.get(username) ?? ''}` },
      payload: { rewardName: 'Reward', rewardCode: `TP-RCPT-${username}`, ...to },
    });
  const sms = (username: string, phoneNumber = PHONE) => send(username, 'sms', { phoneNumber });

  beforeAll(async () => {
    t = await createTestApp({ outboxPollMs: 0 });
    for (const username of PLAYERS.slice(2)) await insertPlayerLikeDemo(t.db, 'tp', username);
    for (const username of PLAYERS) {
      await insertReward(t.db, { brand: 'tp', username, code: `TP-RCPT-${username}` });
      tokens.set(username, (await login(t.app, 'tp', { ...DEMO, username })).access_token);
    }
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it('caps SMS to one number across players with 429, Retry-After and the error shape', async () => {
    for (let i = 0; i < 3; i += 1) expect((await sms('demo')).statusCode).toBe(202);
    // The same number written another way is the same recipient.
    expect((await sms('pending', '541-555-0177')).statusCode).toBe(202);
    expect((await sms('pending', '+15415550177')).statusCode).toBe(202);
    const over = await sms('pending', '1 541 555 0177');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: [RECIPIENT_CAP_MESSAGE] });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000);
    // The players themselves are under their own cap: another number still goes out.
    expect((await sms('pending', '+1 541 555 0178')).statusCode).toBe(202);
    const rows = await outboxRows(t.db, 'sms');
    expect(rows.filter((r) => r.recipient === '+15415550177')).toHaveLength(5);
  });

  it('caps e-mail to one mailbox across players, whatever its letter case, +tag or Gmail dots', async () => {
    for (const [username, email] of [
      ['demo', 'shared@example.com'],
      ['demo', 'Shared@Example.com'],
      ['pending', 'shared+offers@example.com'],
      ['guest-1', 'SHARED@example.com'],
      ['guest-2', 'shared+2@example.com'],
    ] as const)
      expect((await send(username, 'email', { email })).statusCode).toBe(202);
    const over = await send('guest-3', 'email', { email: 'shared@EXAMPLE.com' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: ['This address can be sent at most 5 rewards by e-mail a day.'] });
    expect(await outboxRows(t.db, 'email')).toHaveLength(5);
  });

  it('holds the recipient cap when many players send to one number at once', async () => {
    const results = await Promise.all(PLAYERS.map((username) => sms(username)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(await outboxRows(t.db, 'sms')).toHaveLength(5);
  });

  it.each([
    ['a number abroad', '+44 7911 123456'],
    ['a Caribbean number behind +1', '+1 876 555 0199'],
    ['a premium-rate number', '+1 900 234 5678'],
    ['a number of no country', '+1 555 0100'],
  ])('refuses %s with 400 naming phoneNumber, and queues nothing', async (_label, phoneNumber) => {
    const res = await sms('demo', phoneNumber);
    expect(res.statusCode).toBe(400);
    const [message] = res.json().errors;
    expect(message).toMatch(/^phoneNumber: [A-Z].*\.$/);
    expect(await outboxRows(t.db)).toHaveLength(0);
  });

  it('names the countries it texts when it refuses another', async () => {
    const res = await sms('demo', '+44 7911 123456');
    expect(res.json()).toEqual({
      errors: ['phoneNumber: Rewards can be texted only to numbers in the United States or Canada.'],
    });
  });

  it('texts a number of an allowed country, written in E.164', async () => {
    expect((await sms('demo', '+1 416 555 0199')).statusCode).toBe(202);
    expect((await sms('demo', '(541) 555-0199')).statusCode).toBe(202);
    expect((await outboxRows(t.db, 'sms')).map((r) => r.recipient).sort()).toEqual([
      '+14165550199',
      '+15415550199',
    ]);
  });

  it('follows the smsAllowedCountries of the tenant, and texts its own country only without one', async () => {
    const [tp] = await t.db.select().from(tenants).where(eq(tenants.brand, 'tp'));
    const where = and(eq(metadata.tenantId, tp?.id ?? ''), eq(metadata.type, 'RewardsManagement'));
    const [before] = await t.db.select().from(metadata).where(where);
    const data = before?.data as Record<string, unknown>;
    expect(data.smsAllowedCountries).toEqual(['US', 'CA']);
    const setCountries = (countries?: string[]) =>
      t.db
        .update(metadata)
        .set({ data: { ...data, smsAllowedCountries: countries } })
        .where(where);
    try {
      await setCountries(['US', 'MX']);
      expect((await sms('demo', '+52 55 1234 5678')).statusCode).toBe(202);
      expect((await sms('demo', '+1 416 555 0199')).statusCode).toBe(400);
      await setCountries(undefined);
      expect((await sms('demo', '+1 416 555 0199')).json()).toEqual({
        errors: ['phoneNumber: Rewards can be texted only to numbers in the United States.'],
      });
      expect((await sms('demo', PHONE)).statusCode).toBe(202);
    } finally {
      await t.db
        .update(metadata)
        .set({ data: before?.data ?? {} })
        .where(where);
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInThrottles, tenants } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';

// Counts the real argon2 checks the grants run, and apart from them the dummy-hash verifications
// that give an unknown card or a lock the cost of a wrong PIN.
const verifyCalls = vi.hoisted(() => ({ n: 0 }));
const dummyCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/passwords')>();
  return {
    ...original,
    // The app makes its passwords here: wrap what it gets.
    createPasswords: (...args: Parameters<typeof original.createPasswords>) => {
      const passwords = original.createPasswords(...args);
      return {
        ...passwords,
        verifySecret: (hash: string, secret: string) => {
          verifyCalls.n += 1;
          return passwords.verifySecret(hash, secret);
        },
        burnVerifyTime: (secret: string) => {
          dummyCalls.n += 1;
          return passwords.burnVerifyTime(secret);
        },
      };
    },
  };
});

const t = useTestApp({ trustedProxies: ['127.0.0.1'] });
const DEMO_CARD = '7000000001';
const DEMO_PIN = '2468';
let address = 0;
let ip = '';

beforeEach(async () => {
  await t.db.delete(signInThrottles);
  verifyCalls.n = 0;
  dummyCalls.n = 0;
  address += 1;
  ip = `203.0.113.${address}`;
});

function token(fields: Record<string, string>, from = ip, brand = 'naskila') {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: `${brand}.localhost`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': from,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
const cardPin = (pin: string, card = DEMO_CARD, from = ip) =>
  token({ grant_type: 'card_pin', card_number: card, pin }, from);
const password = (pw: string, from = ip) =>
  token({ grant_type: 'password', username: 'demo', password: pw }, from);

const WRONG_PIN = { error: 'invalid_grant', error_description: 'The card number or PIN is incorrect.' };
const PAUSED = (minutes: string) => ({
  error: 'invalid_request',
  error_description: `Sign-in is paused for ${minutes}. The Players Club desk can help.`,
});

async function demoThrottle() {
  const [tenant] = await t.db.select().from(tenants).where(eq(tenants.brand, 'naskila'));
  const rows = await t.db
    .select()
    .from(signInThrottles)
    .where(
      and(
        eq(signInThrottles.tenantId, tenant?.id ?? ''),
        eq(signInThrottles.scope, 'account'),
        sql`${signInThrottles.subject} NOT LIKE 'card:%'`,
      ),
    );
  return rows;
}

/** Moves every throttle row `minutes` into the past, as if that much time had gone by. */
async function age(minutes: number) {
  const by = sql`make_interval(mins => ${minutes})`;
  const t_ = signInThrottles;
  await t.db.update(t_).set({
    updatedAt: sql`${t_.updatedAt} - ${by}`,
    lockedUntil: sql`${t_.lockedUntil} - ${by}`,
    lastFailedAt: sql`${t_.lastFailedAt} - ${by}`,
  });
}

const otherCard = (i: number) => `55500000${String(i).padStart(2, '0')}`;

/** `n` wrong PINs, each answered as a wrong PIN or, once the attempts are used up, as a pause. */
async function failPins(n: number, from = ip) {
  for (let i = 0; i < n; i++) {
    const res = await cardPin('0000', DEMO_CARD, from);
    expect(res.statusCode === 429 ? res.json().error_description : res.json()).toEqual(
      res.statusCode === 429 ? expect.stringMatching(/^Sign-in is paused for \d+ minutes?\./) : WRONG_PIN,
    );
  }
}

describe('card_pin grant', () => {
  it('issues tokens for the right card and PIN', async () => {
    const res = await cardPin(DEMO_PIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', refresh_token: expect.any(String) });
  });

  it('answers an unknown card and a wrong PIN alike', async () => {
    const wrong = await cardPin('1111');
    const unknown = await cardPin(DEMO_PIN, '9999999999');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PIN);
    expect(unknown.json()).toEqual(WRONG_PIN);
  });

  it('spends one argon2 verification on a wrong PIN, an unknown card and a locked account alike', async () => {
    await cardPin('1111');
    expect([verifyCalls.n, dummyCalls.n]).toEqual([1, 0]);
    await cardPin(DEMO_PIN, '9999999999');
    expect([verifyCalls.n, dummyCalls.n]).toEqual([1, 1]);
    await failPins(4);
    verifyCalls.n = 0;
    dummyCalls.n = 0;
    await cardPin(DEMO_PIN);
    expect([verifyCalls.n, dummyCalls.n]).toEqual([0, 1]);
  });

  it('answers a missing PIN with invalid_request', async () => {
    const res = await token({ grant_type: 'card_pin', card_number: DEMO_CARD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('pin'),
    });
  });

  it('keeps a lock in its tenant: the same card number elsewhere still signs in', async () => {
    await failPins(5);
    const res = await token({ grant_type: 'card_pin', card_number: DEMO_CARD, pin: DEMO_PIN }, ip, 'coyote');
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-in lockout', () => {
  it('after 5 wrong PINs refuses the right one with the pause and its minutes', async () => {
    await failPins(5);
    const res = await cardPin(DEMO_PIN, DEMO_CARD, '198.51.100.200');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(PAUSED('1 minute'));
    const [row] = await demoThrottle();
    expect(row?.lockLevel).toBe(1);
    const seconds = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('applies the lock to the password grant, answered like a wrong password', async () => {
    await failPins(5);
    const wrong = await password('wrong-password', '198.51.100.201');
    const right = await password('Player#2026', '198.51.100.202');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(wrong.json());
  });

  it('counts wrong passwords too', async () => {
    for (let i = 0; i < 5; i++) await password('wrong-password');
    expect((await cardPin(DEMO_PIN, DEMO_CARD, '198.51.100.203')).json()).toEqual(PAUSED('1 minute'));
  });

  it('escalates the lock interval and lets the account in after it ends', async () => {
    await failPins(5);
    await t.db.update(signInThrottles).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
    await failPins(4);
    // The success reset the count and the level; without a success in between the level grows.
    await cardPin('0000');
    await t.db.update(signInThrottles).set({ lockedUntil: new Date(Date.now() - 1000) });
    await failPins(5);
    const [row] = await demoThrottle();
    expect(row?.lockLevel).toBe(2);
    const seconds = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
  });

  it('resets the count on success', async () => {
    await failPins(4);
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
    await failPins(4);
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
    expect((await demoThrottle())[0]).toMatchObject({ failures: 0, inFlight: 0, lockedUntil: null });
  });

  it('forgets failures older than the 15-minute window', async () => {
    await failPins(4);
    await age(16);
    await failPins(4);
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
  });

  it("ages an address's failures from when they happened: its successes do not extend them", async () => {
    for (let i = 0; i < 19; i++) await cardPin('0000', otherCard(i));
    await age(10);
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
    await age(6);
    // The 19 failures are 16 minutes old, the success 6: one more failure must not lock the address.
    await cardPin('0000', otherCard(19));
    expect((await cardPin(DEMO_PIN)).statusCode).toBe(200);
  });

  it('keeps counting failures that come less than 15 minutes apart', async () => {
    await failPins(4);
    await age(10);
    await failPins(1);
    expect((await cardPin(DEMO_PIN)).json()).toEqual(PAUSED('1 minute'));
  });

  it('locks an IPv6 client by its /64, not by the single address', async () => {
    const net = `2001:db8:${address}:1`;
    for (let i = 0; i < 20; i++) await cardPin('0000', otherCard(i), `${net}::${(i + 1).toString(16)}`);
    expect((await cardPin(DEMO_PIN, DEMO_CARD, `${net}:ffff::1`)).json()).toEqual(WRONG_PIN);
    expect((await cardPin(DEMO_PIN, DEMO_CARD, `2001:db8:${address}:2::1`)).statusCode).toBe(200);
  });

  it('starts the escalation over a day after the last lock ended', async () => {
    await failPins(5);
    await t.db
      .update(signInThrottles)
      .set({ lockLevel: 3, lockedUntil: new Date(Date.now() - 25 * 3600_000) });
    await failPins(5);
    const [row] = await demoThrottle();
    expect(row?.lockLevel).toBe(1);
  });

  it('locks a client address after 20 failures on any cards', async () => {
    for (let i = 0; i < 20; i++) await cardPin('0000', otherCard(i));
    expect((await cardPin(DEMO_PIN)).json()).toEqual(WRONG_PIN);
    expect((await cardPin(DEMO_PIN, DEMO_CARD, '198.51.100.204')).statusCode).toBe(200);
  });

  it('runs at most 5 real checks for 50 simultaneous wrong PINs and locks the account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => cardPin('0000', DEMO_CARD, `192.0.2.${i + 1}`)),
    );
    const paused = JSON.stringify(PAUSED('1 minute'));
    expect(
      answers.filter((a) => JSON.stringify(a.json()) === paused && a.statusCode === 429).length,
    ).toBeGreaterThan(0);
    expect(answers.every((a) => [JSON.stringify(WRONG_PIN), paused].includes(JSON.stringify(a.json())))).toBe(
      true,
    );
    expect(verifyCalls.n).toBeGreaterThan(0);
    expect(verifyCalls.n).toBeLessThanOrEqual(5);
    const [row] = await demoThrottle();
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(row?.inFlight).toBe(0);
    expect((await cardPin(DEMO_PIN, DEMO_CARD, '198.51.100.205')).json()).toEqual(PAUSED('1 minute'));
  });
});

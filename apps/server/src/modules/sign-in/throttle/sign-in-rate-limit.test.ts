import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { players, rateLimitWindows, signInThrottles } from '../../../db/schema/index';
import { demoPatronId } from '../../../test/identity-fixtures';
import { useTestApp } from '../../../test/test-app';

// Counts every argon2 call (real checks, dummy checks, hashes) to prove a refusal costs none.
const argon2Calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/passwords')>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      argon2Calls.n += 1;
      return fn(...args);
    };
  return {
    ...original,
    // The app makes its passwords here: wrap what it gets.
    createPasswords: (...args: Parameters<typeof original.createPasswords>) => {
      const passwords = original.createPasswords(...args);
      return {
        ...passwords,
        verifySecret: counted(passwords.verifySecret),
        burnVerifyTime: counted(passwords.burnVerifyTime),
        hashSecret: counted(passwords.hashSecret),
      };
    },
  };
});

const LIMIT = 5;
const t = useTestApp({
  trustedProxies: ['127.0.0.1'],
  signInRequestsPerMinute: LIMIT,
  tenantSignInFailureBudget: 3,
});
let n = 0;
let ip = '';

beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
  n += 1;
  ip = `198.51.100.${n}`;
});

const send = (url: string, payload: Record<string, string>, from = ip, brand = 'naskila', form = false) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: `${brand}.localhost`,
      'x-forwarded-for': from,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams(payload).toString() : payload,
  });
const password = (pw: string, from = ip, brand = 'naskila') =>
  send('/oauth/token', { grant_type: 'password', username: 'demo', password: pw }, from, brand, true);

function expectTooMany(res: Awaited<ReturnType<typeof password>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

async function spend(times: number, call: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < times; i++) expect((await call()).statusCode).not.toBe(429);
}

describe('per-address sign-in request rate', () => {
  it('counts successes too and refuses the next request before any argon2 work', async () => {
    await spend(LIMIT, () => password('Player#2026'));
    argon2Calls.n = 0;
    const res = await password('Player#2026');
    expectTooMany(res);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Too many attempts from this address; please try again later.',
    });
    expect(argon2Calls.n).toBe(0);
    expect((await password('Player#2026', '192.0.2.77')).statusCode).toBe(200);
  });

  it('lets the address in again once its minute has passed, a refusal not having restarted it', async () => {
    /** Moves every window back by `seconds`, as if that much time had passed. */
    const age = (seconds: number) =>
      t.db
        .update(rateLimitWindows)
        .set({ windowStart: sql`${rateLimitWindows.windowStart} - make_interval(secs => ${seconds})` });
    await spend(LIMIT, () => password('Player#2026'));
    expectTooMany(await password('Player#2026'));
    await age(30);
    const refused = await password('Player#2026');
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    await age(31);
    expect((await password('Player#2026')).statusCode).toBe(200);
    await spend(LIMIT - 1, () => password('Player#2026'));
    expectTooMany(await password('Player#2026'));
  });

  it('groups IPv6 clients by /64', async () => {
    const prefix = `2001:db8:${n}:1`;
    for (let i = 1; i <= LIMIT; i++)
      expect((await password('Player#2026', `${prefix}::${i}`)).statusCode).toBe(200);
    expectTooMany(await password('Player#2026', `${prefix}:ffff:ffff:ffff:ffff`));
    expect((await password('Player#2026', `2001:db8:${n}:2::1`)).statusCode).toBe(200);
  });

  it('limits sign-up, answered in the {errors} shape, creating no one', async () => {
    const body = (i: number) => ({
      firstName: 'Sam',
      lastName: 'Rivers',
      birthday: '1990-04-12',
      email: `rate-${n}-${i}@example.test`,
      password: 'Sunny#Days2026',
      city: 'Livingston',
      postalCode: '77351',
      countryId: 'US',
    });
    for (let i = 0; i < LIMIT; i++)
      expect((await send('/api/externalAuth/signUp', body(i))).statusCode).toBe(200);
    argon2Calls.n = 0;
    const res = await send('/api/externalAuth/signUp', body(LIMIT));
    expectTooMany(res);
    expect(res.json()).toEqual({ errors: ['Too many attempts from this address; please try again later.'] });
    expect(argon2Calls.n).toBe(0);
    expect(
      await t.db
        .select()
        .from(players)
        .where(eq(players.username, body(LIMIT).email)),
    ).toEqual([]);
  });

  it('limits externalAuth validate and linkWithOkta', async () => {
    const validate = () =>
      send('/api/externalAuth/validate', { patronNumber: demoPatronId('naskila'), pin: '0000' });
    await spend(LIMIT, validate);
    expectTooMany(await validate());
    const link = await send('/api/externalAuth/linkWithOkta', {
      patronNumber: demoPatronId('naskila'),
      email: 'demo@naskila.example.com',
      password: 'Player#2026',
    });
    expectTooMany(link);
    expect(link.json()).toMatchObject({ errors: [expect.any(String)] });
  });

  it('limits a password change, and leaves the password as it was', async () => {
    const { access_token } = (await password('Player#2026', '192.0.2.200', 'tp')).json();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/changePassword',
        headers: { host: 'tp.localhost', 'x-forwarded-for': ip, authorization: `Bearer ${access_token}` },
        payload: { currentPassword, newPassword: 'Another#2026' },
      });
    await spend(LIMIT, () => change('wrong'));
    expectTooMany(await change('Player#2026'));
    // The wrong guesses locked the account; lift that to see the password is unchanged.
    await t.db.delete(signInThrottles);
    expect((await password('Player#2026', '192.0.2.201', 'tp')).statusCode).toBe(200);
  });
});

describe('tenant-wide failure budget', () => {
  const alarms = async () => {
    const body = (await t.app.inject({ url: '/metrics' })).body;
    const line = (brand: string) =>
      new RegExp(`^signin_tenant_failure_budget_exceeded_total\\{brand="${brand}"\\} (\\d+)$`, 'm');
    return {
      naskila: Number(line('naskila').exec(body)?.[1] ?? 0),
      coyote: Number(line('coyote').exec(body)?.[1] ?? 0),
    };
  };

  it('raises the alarm once when a tenant passes its budget, from any addresses', async () => {
    const before = await alarms();
    for (let i = 0; i < 3; i++) await password('wrong', `203.0.113.${n * 10 + i}`);
    expect(await alarms()).toEqual(before);
    await password('wrong', '203.0.113.250');
    expect(await alarms()).toEqual({ ...before, naskila: before.naskila + 1 });
    await password('wrong', '203.0.113.251');
    expect(await alarms()).toEqual({ ...before, naskila: before.naskila + 1 });
  });

  it('counts each tenant apart and never counts a success', async () => {
    const before = await alarms();
    for (let i = 0; i < 4; i++) await password('Player#2026', `203.0.113.${100 + i}`, 'coyote');
    for (let i = 0; i < 3; i++) await password('wrong', `203.0.113.${110 + i}`, 'coyote');
    expect(await alarms()).toEqual(before);
    await password('wrong', '203.0.113.120', 'coyote');
    expect(await alarms()).toEqual({ ...before, coyote: before.coyote + 1 });
  });
});

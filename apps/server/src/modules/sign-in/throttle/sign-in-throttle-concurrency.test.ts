import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { players, rateLimitWindows, signInThrottles, tenants } from '../../../db/schema/index';
import { DEMO, useTestApp } from '../../../test/test-app';
import { THROTTLE_LIMITS } from './sign-in-throttle.service';

// On PostgreSQL the burst runs on a pool of connections, where a lock-order cycle between the
// reservation and the success statements would surface as a deadlock (40P01, a 500):
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>
// On PGlite the statements are serialized and the same counts must hold. The lock order itself is
// proven step by step in sign-in-throttle-lock-order.test.ts.

// Records every real password check (not the dummy ones a refusal costs) with its outcome.
const checks = vi.hoisted(() => ({ list: [] as { secret: string; ok: boolean }[] }));
vi.mock('../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/passwords')>();
  return {
    ...original,
    // The app makes its passwords here: wrap what it gets.
    createPasswords: (...args: Parameters<typeof original.createPasswords>) => {
      const passwords = original.createPasswords(...args);
      return {
        ...passwords,
        verifySecret: async (hash: string, secret: string) => {
          const ok = await passwords.verifySecret(hash, secret);
          checks.list.push({ secret, ok });
          return ok;
        },
      };
    },
  };
});

vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });
const RATE = 40;
const t = useTestApp({
  trustedProxies: ['127.0.0.1'],
  signInRequestsPerMinute: RATE,
  tenantSignInFailureBudget: 10_000,
});
const BRAND = 'naskila';
const INVALID = { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' };
const TOO_MANY = {
  error: 'invalid_request',
  error_description: 'Too many attempts from this address; please try again later.',
};

type Attempt = { username: string; address: string; right: boolean };
let run = 0;

beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
  checks.list = [];
  run += 1;
});

/** A wrong password names its account and address, so each real check can be attributed. */
const wrongPassword = (a: Attempt, i: number) => `wrong|${a.username}|${a.address}|${i}`;

function grant(a: Attempt, i: number) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: `${BRAND}.localhost`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': a.address,
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: a.username,
      password: a.right ? DEMO.password : wrongPassword(a, i),
    }).toString(),
  });
}

async function tenantId() {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, BRAND));
  if (!tenant) throw new Error(`no tenant ${BRAND}`);
  return tenant.id;
}

async function throttleOf(scope: 'account' | 'address', subject: string) {
  const rows = await t.db
    .select()
    .from(signInThrottles)
    .where(and(eq(signInThrottles.scope, scope), eq(signInThrottles.subject, subject)));
  return rows[0];
}

async function windowCount(bucket: string, subject: string) {
  const rows = await t.db
    .select({ count: rateLimitWindows.count })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.bucket, bucket), eq(rateLimitWindows.subject, subject)));
  return rows[0]?.count ?? 0;
}

const wrongChecks = (match: (secret: string) => boolean) =>
  checks.list.filter((c) => !c.ok && match(c.secret)).length;

/**
 * Fires the attempts at once and checks every answer and every count against the throttle's
 * rules (sign-in-throttle.service): the address's request window, the consecutive failures of
 * the account (reset by a success), the failures of the address (never reset by a success),
 * one lock at most in a burst (a lock refuses everything after it), and no reservation left.
 */
async function burst(attempts: Attempt[]) {
  const answers = await Promise.all(attempts.map(grant));
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => ![200, 400, 429].includes(c))).toEqual([]);

  answers.forEach((res, i) => {
    if (res.statusCode === 200) {
      expect(attempts[i]?.right).toBe(true);
      expect(res.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    } else if (res.statusCode === 400) {
      expect(res.json()).toEqual(INVALID);
    } else {
      expect(res.json()).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  const addresses = [...new Set(attempts.map((a) => a.address))];
  for (const address of addresses) {
    const sent = attempts.filter((a) => a.address === address).length;
    expect(await windowCount('sign-in-address', address)).toBe(sent);
    const tooMany = answers.filter((res, i) => res.statusCode === 429 && attempts[i]?.address === address);
    expect(tooMany).toHaveLength(Math.max(0, sent - RATE));
  }

  const rightChecks = checks.list.filter((c) => c.ok).length;
  const ok = codes.filter((c) => c === 200).length;
  const refused = codes.filter((c) => c === 400).length;
  expect(ok).toBe(rightChecks);
  expect(await windowCount('sign-in-tenant-failures', await tenantId())).toBe(refused);

  const rows = await t.db.select().from(signInThrottles);
  expect(rows.filter((r) => r.inFlight !== 0)).toEqual([]);

  for (const address of addresses) {
    const row = await throttleOf('address', address);
    const wrong = wrongChecks((s) => s.split('|')[2] === address);
    // The address's failures count every wrong check from it; its lock (at most one) resets them.
    expect((row?.failures ?? 0) + THROTTLE_LIMITS.address * (row?.lockLevel ?? 0)).toBe(wrong);
  }

  for (const username of [...new Set(attempts.map((a) => a.username))]) {
    const [player] = await t.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.tenantId, await tenantId()), eq(players.username, username)));
    const row = await throttleOf('account', player?.id ?? '');
    const wrong = wrongChecks((s) => s.split('|')[1] === username);
    const right = answers.filter(
      (res, i) => res.statusCode === 200 && attempts[i]?.username === username,
    ).length;
    const locked = row?.lockedUntil != null && row.lockedUntil > new Date();
    if (locked) {
      // Five consecutive wrong checks: the lock took the count and raised the level once.
      expect(row).toMatchObject({ failures: 0, lockLevel: 1 });
      expect(wrong).toBeGreaterThanOrEqual(THROTTLE_LIMITS.account);
    } else {
      expect(row?.lockLevel ?? 0).toBe(0);
      expect(row?.failures ?? 0).toBeLessThan(THROTTLE_LIMITS.account);
      expect(row?.failures ?? 0).toBeLessThanOrEqual(wrong);
    }
    if (right === 0) expect(wrong).toBe(locked ? THROTTLE_LIMITS.account : (row?.failures ?? 0));
  }
  return { codes, answers };
}

const address = (n: number) => `198.18.${run}.${n}`;
const mixed = (username: string, from: (i: number) => string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ username, address: from(i), right: i % 3 === 0 }));

describe('sign-in throttle under a concurrent burst', () => {
  it('50 wrong passwords for one account from one address: 5 checks, one lock, 10 over the rate', async () => {
    const attempts = Array.from({ length: 50 }, () => ({
      username: 'demo',
      address: address(1),
      right: false,
    }));
    const { codes } = await burst(attempts);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - RATE);
    expect(codes.filter((c) => c === 400)).toHaveLength(RATE);
    expect(checks.list).toHaveLength(THROTTLE_LIMITS.account);
    expect((await grant({ username: 'demo', address: address(2), right: true }, 0)).statusCode).toBe(400);
  });

  it('50 right and wrong passwords for one account from one address', async () => {
    const { codes } = await burst(mixed('demo', () => address(1), 50));
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - RATE);
  });

  it('48 right and wrong passwords for one account from four addresses', async () => {
    await burst(mixed('demo', (i) => address(i % 4), 48));
  });

  it('56 right and wrong passwords for two accounts crossing two addresses', async () => {
    await burst([
      ...mixed('demo', (i) => address(i % 2), 28),
      ...mixed('pending', (i) => address((i + 1) % 2), 28),
    ]);
  });
});

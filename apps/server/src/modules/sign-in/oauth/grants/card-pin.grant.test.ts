import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInThrottles } from '../../../../db/schema/index';
import { useTestApp } from '../../../../test/test-app';

// Every argon2 verification, real or against the dummy hash: an unknown card must cost as much.
const verifications = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../lib/passwords')>();
  return {
    ...original,
    createPasswords: (...args: Parameters<typeof original.createPasswords>) => {
      const passwords = original.createPasswords(...args);
      return {
        ...passwords,
        verifySecret: (hash: string, secret: string) => {
          verifications.n += 1;
          return passwords.verifySecret(hash, secret);
        },
        burnVerifyTime: (secret: string) => {
          verifications.n += 1;
          return passwords.burnVerifyTime(secret);
        },
      };
    },
  };
});

// The machine is shared; fifty argon2 checks in one test can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });
const t = useTestApp({ trustedProxies: ['127.0.0.1'] });
const KNOWN_CARD = '7000000001';
const KNOWN_PIN = '2468';
const UNKNOWN_CARD = '7999999999';
let n = 0;

beforeEach(async () => {
  await t.db.delete(signInThrottles);
  verifications.n = 0;
  n += 1;
});

/** Each attempt from its own address, so the address limits never come into it. */
async function cardPin(card: string, pin: string, brand = 'naskila') {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: `${brand}.localhost`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    },
    payload: new URLSearchParams({ grant_type: 'card_pin', card_number: card, pin }).toString(),
  });
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
  };
}

const WRONG = { error: 'invalid_grant', error_description: 'The card number or PIN is incorrect.' };
const paused = (minutes: string) => ({
  error: 'invalid_request',
  error_description: `Sign-in is paused for ${minutes}. The Players Club desk can help.`,
});

/** Ends every lock, as if its interval had passed (less than a day ago: the level stays). */
const endLocks = () => t.db.update(signInThrottles).set({ lockedUntil: sql`now() - interval '1 second'` });

/** An answer without the second its Retry-After was counted in. */
const shape = (a: Awaited<ReturnType<typeof cardPin>>) => ({
  status: a.status,
  body: a.body,
  retryAfterMinutes: a.retryAfter === undefined ? undefined : Math.ceil(a.retryAfter / 60),
});

describe('card_pin lock', () => {
  it('answers the fifth wrong PIN with 429, Retry-After and the minutes, and refuses the right PIN', async () => {
    for (let i = 0; i < 4; i++)
      expect(await cardPin(KNOWN_CARD, '0000')).toMatchObject({ status: 400, body: WRONG });
    const fifth = await cardPin(KNOWN_CARD, '0000');
    expect(fifth).toMatchObject({ status: 429, body: paused('1 minute') });
    expect(fifth.retryAfter).toBeGreaterThan(55);
    expect(fifth.retryAfter).toBeLessThanOrEqual(60);
    verifications.n = 0;
    expect(await cardPin(KNOWN_CARD, KNOWN_PIN)).toMatchObject({ status: 429, body: paused('1 minute') });
    expect(verifications.n).toBe(1);
  });

  it('answers an unknown card exactly as a known one at each attempt, for the same cost', async () => {
    for (let i = 0; i < 7; i++) {
      verifications.n = 0;
      const known = shape(await cardPin(KNOWN_CARD, '0000'));
      const knownCost = verifications.n;
      verifications.n = 0;
      const unknown = shape(await cardPin(UNKNOWN_CARD, '0000'));
      expect(unknown).toEqual(known);
      expect(verifications.n).toBe(knownCost);
    }
    expect(shape(await cardPin(UNKNOWN_CARD, KNOWN_PIN))).toEqual(
      shape(await cardPin(KNOWN_CARD, KNOWN_PIN)),
    );
  });

  it('grows the lock 1, 5, 15 and 60 minutes, for a known and an unknown card alike', async () => {
    for (const minutes of ['1 minute', '5 minutes', '15 minutes', '60 minutes', '60 minutes']) {
      for (const card of [KNOWN_CARD, UNKNOWN_CARD]) {
        for (let i = 0; i < 4; i++) expect((await cardPin(card, '0000')).status).toBe(400);
        const locked = await cardPin(card, '0000');
        expect(locked.body).toEqual(paused(minutes));
        expect(Math.ceil((locked.retryAfter ?? 0) / 60)).toBe(Number(minutes.split(' ')[0]));
      }
      await endLocks();
    }
  });

  it("keeps a card's lock in its tenant: the same number elsewhere is unaffected", async () => {
    for (let i = 0; i < 5; i++) {
      await cardPin(KNOWN_CARD, '0000');
      await cardPin(UNKNOWN_CARD, '0000');
    }
    expect((await cardPin(KNOWN_CARD, KNOWN_PIN, 'coyote')).status).toBe(200);
    expect(await cardPin(UNKNOWN_CARD, '0000', 'coyote')).toMatchObject({ status: 400, body: WRONG });
  });

  it('counts an unknown card under a keyed hash, never its number', async () => {
    await cardPin(UNKNOWN_CARD, '0000');
    const subjects = (await t.db.select().from(signInThrottles)).map((r) => r.subject);
    expect(subjects.some((s) => s.startsWith('card:'))).toBe(true);
    expect(subjects.filter((s) => s.includes(UNKNOWN_CARD))).toEqual([]);
  });

  it('lets at most 5 of 30 simultaneous guesses at an unknown card count, as for a known one', async () => {
    for (const card of [KNOWN_CARD, UNKNOWN_CARD]) {
      await t.db.delete(signInThrottles);
      const answers = await Promise.all(Array.from({ length: 30 }, () => cardPin(card, '0000')));
      expect(answers.every((a) => a.status === 429 || a.body.error === 'invalid_grant')).toBe(true);
      const rows = await t.db.select().from(signInThrottles);
      const key = rows.find((r) => r.scope === 'account');
      // A sixth counted failure would have started a new count after the lock.
      expect(key).toMatchObject({ lockLevel: 1, failures: 0, inFlight: 0 });
    }
  });
});

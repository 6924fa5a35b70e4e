import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardChangeResultSchema } from '@patron/contracts';
import { rateLimitWindows } from '../../db/schema/index';
import { DEMO_BIRTHDATES } from '../../db/seed/rewards-seed';
import { useTestApp } from '../../test/test-app';
import { insertTestOffers, type TestOfferIds } from '../../test/offer-fixtures';
import { playerHeaders, playerKey, post } from '../../test/rewards-fixtures';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
const BRAND = 'naskila';

describe('the wrong-birthdate limit of swaps', () => {
  let headers: Record<string, string>;
  let ids: TestOfferIds;
  beforeAll(async () => {
    headers = await playerHeaders(t.app, BRAND);
    ids = await insertTestOffers(t.db, BRAND);
  });

  it('counts no right birthdate, even ten at once: the next right swap goes through', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/api/rewards/swap', headers, {
          id: ids.cheap,
          rewardCode: 'NO-SUCH-CODE',
          birthdate: DEMO_BIRTHDATES.demo,
        }),
      ),
    );
    expect(burst.every((res) => res.statusCode === 404 || res.statusCode === 429)).toBe(true);
    const redeemed = await post(t.app, '/api/rewards/redeem', headers, { id: ids.limited });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { rewardCode } = rewardChangeResultSchema.parse(redeemed.json()).reward;
    const swap = await post(t.app, '/api/rewards/swap', headers, {
      id: ids.cheap,
      rewardCode,
      birthdate: DEMO_BIRTHDATES.demo,
    });
    expect(swap.statusCode, swap.body).toBe(200);
  });

  it('still refuses a right birthdate after five wrong ones, so 429 tells a guesser nothing', async () => {
    const redeemed = await post(t.app, '/api/rewards/redeem', headers, { id: ids.limited });
    const { rewardCode } = rewardChangeResultSchema.parse(redeemed.json()).reward;
    const attempt = (birthdate: string) =>
      post(t.app, '/api/rewards/swap', headers, { id: ids.expensive, rewardCode, birthdate });
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(`1990-01-0${i + 1}`)));
    expect(wrong.map((res) => res.statusCode).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    expect((await attempt(DEMO_BIRTHDATES.demo)).statusCode).toBe(429);
  });
});

describe('the wrong-birthdate limit once its window has passed', () => {
  const brand = 'coyote';
  let headers: Record<string, string>;
  let ids: TestOfferIds;
  let playerId: string;
  beforeAll(async () => {
    headers = await playerHeaders(t.app, brand);
    ids = await insertTestOffers(t.db, brand);
    ({ playerId } = await playerKey(t.db, brand, 'demo'));
  });
  /** Moves the player's swap window back by `seconds`, as if that much time had passed. */
  const age = (seconds: number) =>
    t.db
      .update(rateLimitWindows)
      .set({ windowStart: sql`${rateLimitWindows.windowStart} - make_interval(secs => ${seconds})` })
      .where(and(eq(rateLimitWindows.bucket, 'swap-birthdate'), eq(rateLimitWindows.subject, playerId)));
  const wrongBurst = async (attempt: (birthdate: string) => ReturnType<typeof post>) =>
    (await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(`1990-01-0${i + 1}`))))
      .map((res) => res.statusCode)
      .sort();

  it('accepts the next right swap, a refusal inside the window not having restarted it', async () => {
    const redeemed = await post(t.app, '/api/rewards/redeem', headers, { id: ids.limited });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { rewardCode } = rewardChangeResultSchema.parse(redeemed.json()).reward;
    const attempt = (birthdate: string) =>
      post(t.app, '/api/rewards/swap', headers, { id: ids.expensive, rewardCode, birthdate });
    expect(await wrongBurst(attempt)).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    await age(600);
    const refused = await attempt(DEMO_BIRTHDATES.demo);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    await age(301);
    const swapped = await attempt(DEMO_BIRTHDATES.demo);
    expect(swapped.statusCode, swapped.body).toBe(200);
    // A fresh window: the whole budget of wrong birthdates again, not what was left of the old one.
    const next = rewardChangeResultSchema.parse(swapped.json()).reward.rewardCode;
    const again = (birthdate: string) =>
      post(t.app, '/api/rewards/swap', headers, { id: ids.cheap, rewardCode: next, birthdate });
    expect(await wrongBurst(again)).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
  });
});

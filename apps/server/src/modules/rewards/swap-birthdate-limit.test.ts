import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardChangeResultSchema } from '@patron/contracts';
import { DEMO_BIRTHDATES } from '../../db/seed/rewards-seed';
import { useTestApp } from '../../test/test-app';
import { insertTestOffers, type TestOfferIds } from '../../test/offer-fixtures';
import { playerHeaders, post } from '../../test/rewards-fixtures';

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

import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardChangeResultSchema } from '@patron/contracts';
import { offers, tenants } from '../../db/schema/index';
import { DEMO_BIRTHDATES } from '../../db/seed/rewards-seed';
import { useTestApp } from '../../test/test-app';
import { playerHeaders, post } from '../../test/rewards-fixtures';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });
const t = useTestApp();
const BRAND = 'coyote';
const STOCK = 3;

/** Two limited offers of one cost and value: a swap between them costs no points. */
async function insertTwinOffers(): Promise<[string, string]> {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, BRAND));
  const twin = (key: string, name: string, validDays: number) => ({
    tenantId: tenant!.id,
    key,
    name,
    description: `${name} (test fixture)`,
    category: 'dining' as const,
    cost: 2000,
    value: 2000,
    minTier: 1,
    validDays,
    stock: STOCK,
    perPlayerLimit: null,
    locations: ['Test buffet'],
  });
  const rows = await t.db
    .insert(offers)
    .values([
      twin('test-twin-lunch', 'Test twin lunch', 30),
      twin('test-twin-dinner', 'Test twin dinner', 60),
    ])
    .returning({ id: offers.id });
  return [rows[0]!.id, rows[1]!.id];
}

async function stocks(ids: string[]): Promise<number> {
  const rows = await t.db.select({ stock: offers.stock }).from(offers).where(inArray(offers.id, ids));
  return rows.reduce((sum, r) => sum + (r.stock ?? 0), 0);
}

describe('a chain of swaps between two limited offers', () => {
  let headers: Record<string, string>;
  let twins: [string, string];
  beforeAll(async () => {
    headers = await playerHeaders(t.app, BRAND);
    twins = await insertTwinOffers();
  });

  it('takes no stock and no time: each swap returns a unit and keeps the first expiry', async () => {
    const redeemed = await post(t.app, '/api/rewards/redeem', headers, { id: twins[0] });
    expect(redeemed.statusCode).toBe(201);
    let reward = rewardChangeResultSchema.parse(redeemed.json()).reward;
    const firstExpiry = reward.expirationDate;
    const points = rewardChangeResultSchema.parse(redeemed.json()).pointsBalance;
    expect(await stocks(twins)).toBe(2 * STOCK - 1);
    for (let i = 1; i <= 2 * STOCK + 2; i++) {
      const res = await post(t.app, '/api/rewards/swap', headers, {
        id: twins[i % 2],
        rewardCode: reward.rewardCode,
        birthdate: DEMO_BIRTHDATES.demo,
      });
      expect(res.statusCode, `swap ${i}: ${res.body}`).toBe(200);
      const result = rewardChangeResultSchema.parse(res.json());
      reward = result.reward;
      expect(result.pointsBalance).toBe(points);
      expect(new Date(reward.expirationDate).getTime()).toBeLessThanOrEqual(new Date(firstExpiry).getTime());
      expect(await stocks(twins)).toBe(2 * STOCK - 1);
    }
  });

  it('swaps in opposite directions at once, round after round, without a deadlock or a lost unit', async () => {
    const other = await playerHeaders(t.app, BRAND, 'highroller');
    const redeem = async (who: Record<string, string>, id: string) => {
      const res = await post(t.app, '/api/rewards/redeem', who, { id });
      expect(res.statusCode, res.body).toBe(201);
      return rewardChangeResultSchema.parse(res.json()).reward.rewardCode;
    };
    let codes = [await redeem(headers, twins[0]), await redeem(other, twins[1])];
    const before = await stocks(twins);
    for (let round = 0; round < 6; round++) {
      const towards = round % 2 === 0 ? [twins[1], twins[0]] : [twins[0], twins[1]];
      const answers = await Promise.all([
        post(t.app, '/api/rewards/swap', headers, {
          id: towards[0],
          rewardCode: codes[0],
          birthdate: DEMO_BIRTHDATES.demo,
        }),
        post(t.app, '/api/rewards/swap', other, {
          id: towards[1],
          rewardCode: codes[1],
          birthdate: DEMO_BIRTHDATES.highroller,
        }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      codes = answers.map((a) => rewardChangeResultSchema.parse(a.json()).reward.rewardCode);
      expect(await stocks(twins)).toBe(before);
    }
  });
});

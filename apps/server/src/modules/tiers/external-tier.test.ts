import { beforeAll, describe, expect, it, vi } from 'vitest';
import { balancesSchema, externalTierSchema } from '@patron/contracts';
import { useTestApp } from '../../test/test-app';
import { playerHeaders } from '../../test/rewards-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;

describe('GET /api/rewards/ext/tier', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'naskila');
  });
  const get = (url: string, headers = demo) => t.app.inject({ method: 'GET', url, headers });

  it('computes the tier from tier credits of the period', async () => {
    const res = await get('/api/rewards/ext/tier');
    expect(res.statusCode).toBe(200);
    const tier = externalTierSchema.parse(res.json());
    const tiers = [0, 5000, 15000, 40000, 100000];
    const expected = tiers.filter((c) => tier.tierCredits >= c).length;
    expect(tier.currentCardLevelNumber).toBe(expected);
    expect(tier.tierCredits).toBeGreaterThanOrEqual(12_000);
    expect(tier.nextTier?.creditsRequired).toBe(tiers[expected]);
    expect(tier.creditsToNextTier).toBe(tiers[expected]! - tier.tierCredits);
    expect(tier.pointToDollarsRate).toBeGreaterThan(0);
    const balances = balancesSchema.parse((await get('/api/rewards/ext/balances')).json());
    expect(tier.pointsBalance).toBe(balances.data[0]!.balance);
    const hr = externalTierSchema.parse(
      (await get('/api/rewards/ext/tier', await playerHeaders(t.app, 'naskila', 'highroller'))).json(),
    );
    expect(hr).toMatchObject({
      currentCardLevelNumber: 5,
      nextTier: null,
      creditsToNextTier: 0,
      pointsBalance: 500_000,
    });
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balancesSchema,
  externalTierSchema,
  offerListSchema,
  rewardDetailSchema,
  rewardListSchema,
} from '@patron/contracts';
import { offerCatalogue } from '../../db/seed/offer-catalogue';
import { useTestApp } from '../../test/test-app';
import { insertTestOffers, TEST_OFFERS, type TestOfferIds } from '../../test/offer-fixtures';
import { playerHeaders, playerKey, pointsLedger } from '../../test/rewards-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;
let offer: TestOfferIds;

describe('rewards reads', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'naskila');
    offer = await insertTestOffers(t.db, 'naskila');
  });
  const get = (url: string, headers = demo) => t.app.inject({ method: 'GET', url, headers });

  it('lists the active rewards, two of them hot, soonest first', async () => {
    const res = await get('/api/rewards/');
    expect(res.statusCode).toBe(200);
    const list = rewardListSchema.parse(res.json());
    expect(list.total).toBe(8);
    expect(list.data.filter((r) => r.hot)).toHaveLength(2);
    expect(list.data.every((r) => r.status === 'active')).toBe(true);
    const dates = list.data.map((r) => r.expirationDate);
    expect([...dates].sort()).toEqual(dates);
    const noSlash = await get('/api/rewards');
    expect(noSlash.json()).toEqual(list);
  });

  it('searches, sorts, pages and honours hotRewardDays', async () => {
    const page = rewardListSchema.parse(
      (await get('/api/rewards/?pageSize=3&pageNumber=2&sortBy=name&isDescending=true')).json(),
    );
    const all = rewardListSchema.parse((await get('/api/rewards/?sortBy=name&isDescending=true')).json());
    expect(page.total).toBe(8);
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(3, 6).map((r) => r.id));
    const first = all.data[0]!;
    const found = rewardListSchema.parse(
      (await get(`/api/rewards/?searchText=${first.rewardCode.toLowerCase()}`)).json(),
    );
    expect(found.data.map((r) => r.id)).toEqual([first.id]);
    expect((await get('/api/rewards/?searchText=%25_')).json()).toEqual({ data: [], total: 0 });
    const none = rewardListSchema.parse((await get('/api/rewards/?hotRewardDays=0')).json());
    expect(none.data.some((r) => r.hot)).toBe(false);
    const beyond = rewardListSchema.parse((await get('/api/rewards/?pageNumber=9')).json());
    expect(beyond).toEqual({ data: [], total: 8 });
  });

  it('refuses a malformed query with 400', async () => {
    for (const q of [
      'pageSize=100000',
      'pageSize=0',
      'sortBy=points',
      'isDescending=maybe',
      'pageNumber=-1',
      'hotRewardDays=x',
    ]) {
      const res = await get(`/api/rewards/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors.length, q).toBeGreaterThan(0);
    }
  });

  it('answers a 1000-reward page for the highroller', async () => {
    const hr = await playerHeaders(t.app, 'naskila', 'highroller');
    const list = rewardListSchema.parse((await get('/api/rewards/?pageSize=1000', hr)).json());
    expect(list.total).toBe(1000);
    expect(list.data).toHaveLength(1000);
  });

  it('shows one reward with its locations, only to its owner', async () => {
    const list = rewardListSchema.parse((await get('/api/rewards/')).json());
    const reward = list.data[0]!;
    const res = await get(`/api/rewards/${reward.rewardCode}`);
    expect(res.statusCode).toBe(200);
    const detail = rewardDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ id: reward.id, rewardCode: reward.rewardCode });
    expect(detail.locations.length).toBeGreaterThan(0);
    expect((await get('/api/rewards/H000001R')).statusCode).toBe(404);
    expect((await get('/api/rewards/NOSUCHCODE')).statusCode).toBe(404);
    const other = await playerHeaders(t.app, 'tp');
    expect((await get(`/api/rewards/${reward.rewardCode}`, other)).statusCode).toBe(404);
  });

  it('derives the balances from the ledger, with what expires when', async () => {
    const res = await get('/api/rewards/ext/balances');
    expect(res.statusCode).toBe(200);
    const { data } = balancesSchema.parse(res.json());
    expect(data.map((b) => b.currency)).toEqual(['points', 'tierCredits', 'compDollars', 'freePlay']);
    const points = data[0]!;
    const key = await playerKey(t.db, 'naskila', 'demo');
    expect(points.balance).toBe((await pointsLedger(t.db, key.playerId)).sum);
    expect(points.balance).toBeGreaterThan(20_000);
    expect(points.balance).toBeLessThan(30_000);
    const soon = Date.now() + 3 * 86_400_000;
    const expiringSoon = points.expiring.filter((e) => Date.parse(e.expiresAt) <= soon);
    expect(expiringSoon.reduce((s, e) => s + e.amount, 0)).toBe(1700);
    expect(points.expiring.reduce((s, e) => s + e.amount, 0)).toBe(points.balance);
    expect(data.every((b) => b.balance > 0)).toBe(true);
  });

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

  it('lists the offers with why each cannot be had', async () => {
    const res = await get('/api/rewards/ext/offers');
    expect(res.statusCode).toBe(200);
    const list = offerListSchema.parse(res.json());
    const total = offerCatalogue('naskila').length + Object.keys(TEST_OFFERS).length;
    expect(list.total).toBe(total);
    expect(list.data).toHaveLength(total);
    const costs = list.data.map((o) => o.cost);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    const byId = (l: typeof list, id: string) => l.data.find((o) => o.id === id);
    expect(byId(list, offer.soldOut)).toMatchObject({ available: false, unavailableReason: 'soldOut' });
    expect(byId(list, offer.tierLocked)).toMatchObject({ available: false, unavailableReason: 'tier' });
    expect(byId(list, offer.cheap)).toMatchObject({ available: true, unavailableReason: null });
    const pending = await playerHeaders(t.app, 'naskila', 'pending');
    const poor = offerListSchema.parse((await get('/api/rewards/ext/offers?sortBy=name', pending)).json());
    expect(byId(poor, offer.tierLocked)?.unavailableReason).toBe('tier');
    expect(byId(poor, offer.limited)?.unavailableReason).toBe('points');
    expect(byId(poor, offer.soldOut)?.unavailableReason).toBe('soldOut');
    const dining = offerListSchema.parse(
      (await get('/api/rewards/ext/offers?category=dining&searchText=brunch')).json(),
    );
    expect(dining.data.map((o) => o.id)).toContain(offer.limited);
    expect(dining.data.every((o) => o.category === 'dining' && /brunch/i.test(o.name))).toBe(true);
    expect((await get('/api/rewards/ext/offers?category=cars')).statusCode).toBe(400);
    expect((await get('/api/rewards/ext/offers?pageSize=100000')).statusCode).toBe(400);
  });
});

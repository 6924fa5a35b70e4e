import { beforeAll, describe, expect, it, vi } from 'vitest';
import { offerListSchema } from '@patron/contracts';
import { offerCatalogue } from '../../db/seed/offer-catalogue';
import { useTestApp } from '../../test/test-app';
import { insertTestOffers, TEST_OFFERS, type TestOfferIds } from '../../test/offer-fixtures';
import { playerHeaders } from '../../test/rewards-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;
let offer: TestOfferIds;

describe('GET /api/rewards/ext/offers', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'naskila');
    offer = await insertTestOffers(t.db, 'naskila');
  });
  const get = (url: string, headers = demo) => t.app.inject({ method: 'GET', url, headers });

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

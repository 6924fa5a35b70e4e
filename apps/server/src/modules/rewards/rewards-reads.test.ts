import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardDetailSchema, rewardListSchema } from '@patron/contracts';
import { useTestApp } from '../../test/test-app';
import { playerHeaders } from '../../test/rewards-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;

describe('rewards reads', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'naskila');
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
});

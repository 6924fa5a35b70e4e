import { describe, expect, it, vi } from 'vitest';
import { rewardListSchema } from '@patron/contracts';
import { useTestApp } from '../../test/test-app';
import { playerHeaders, post } from '../../test/rewards-fixtures';
import { insertTestOffers } from '../../test/offer-fixtures';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();

const ROUTES = [
  { method: 'GET', url: '/api/rewards/' },
  { method: 'GET', url: '/api/rewards/H000001R' },
  { method: 'GET', url: '/api/rewards/ext/tier' },
  { method: 'GET', url: '/api/rewards/ext/balances' },
  { method: 'GET', url: '/api/rewards/ext/offers' },
  { method: 'POST', url: '/api/rewards/redeem' },
  { method: 'POST', url: '/api/rewards/swap' },
] as const;

describe('rewards tenancy', () => {
  it('answers every route 401 without a token and with a token of another tenant', async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    const tpOffer = (await insertTestOffers(t.db, 'tp')).cheap;
    for (const route of ROUTES) {
      for (const headers of [
        { host: 'tp.localhost' },
        { ...naskila, host: 'tp.localhost' },
        { ...naskila, 'x-target': 'tp' },
      ]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers, 'idempotency-key': 'tenancy-key-1' },
          ...(route.method === 'POST'
            ? { payload: { id: tpOffer, rewardCode: 'H000001R', birthdate: '1979-03-21' } }
            : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(Object.keys(headers))}`).toBe(
          401,
        );
        expect(res.json().errors).toBeDefined();
      }
    }
  });

  it("shows nothing of another player's rewards in the same tenant", async () => {
    const demo = await playerHeaders(t.app, 'naskila');
    const highroller = await playerHeaders(t.app, 'naskila', 'highroller');
    const hrList = rewardListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/rewards/?pageSize=5', headers: highroller })).json(),
    );
    const demoList = rewardListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/rewards/', headers: demo })).json(),
    );
    expect(demoList.data.map((r) => r.id)).not.toContain(hrList.data[0]!.id);
    for (const code of hrList.data.map((r) => r.rewardCode)) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/rewards/${code}`, headers: demo })).statusCode,
      ).toBe(404);
    }
    const offer = (await insertTestOffers(t.db, 'naskila')).cheap;
    const swap = await post(t.app, '/api/rewards/swap', demo, {
      id: offer,
      rewardCode: hrList.data[0]!.rewardCode,
      birthdate: '1985-06-15',
    });
    expect(swap.statusCode).toBe(404);
    const tpCode = rewardListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/rewards/', headers: await playerHeaders(t.app, 'tp') })
      ).json(),
    ).data[0]!.rewardCode;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rewards/${tpCode}`, headers: demo })).statusCode,
    ).toBe(404);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { DEMO_LEADING_ZERO_COMP_CODE, SEEDED_PLAYERS } from '@patron/cms-simulator';
import {
  balancesSchema,
  externalTierSchema,
  offerListSchema,
  pointsLotsSchema,
  rewardListSchema,
  rewardsStatementSchema,
  winLossStatementSchema,
} from '@patron/contracts';
import { playerHeaders } from '../../../test/rewards-fixtures';
import { CMS_UNAVAILABLE_MESSAGE } from './cms-errors';
import { cmsHeaders, useCmsTenantApp, type CmsTenantContext } from './cms-tenant.test-helpers';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t: CmsTenantContext = useCmsTenantApp({ timeoutMs: 1_500 });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const cmsDown = () => t.sim.faults.add({ operation: '*', kind: 'status', status: 503 });

describe('a tenant on its casino system', () => {
  it('shows the CMS balance, tier, offers and comps, the leading-zero code kept for its QR code', async () => {
    const headers = await cmsHeaders(t);
    const balances = balancesSchema.parse((await get('/api/rewards/ext/balances', headers)).json());
    expect(balances.data.find((b) => b.currency === 'points')?.balance).toBe(
      SEEDED_PLAYERS.demo.pointBalance,
    );
    expect(balances.stale).toBeUndefined();
    expect(balances.credit?.limit).toBeGreaterThan(0);
    const pending = balancesSchema.parse(
      (await get('/api/rewards/ext/balances', await cmsHeaders(t, 'pending'))).json(),
    );
    expect(pending.credit).toBeUndefined();

    const tier = externalTierSchema.parse((await get('/api/rewards/ext/tier', headers)).json());
    expect(tier.pointsBalance).toBe(SEEDED_PLAYERS.demo.pointBalance);
    expect(tier.currentCardLevelNumber).toBe(SEEDED_PLAYERS.demo.ranking);

    const offers = offerListSchema.parse((await get('/api/rewards/ext/offers?pageSize=100', headers)).json());
    expect(offers.data.map((o) => o.name)).toContain('$25 free play');

    const rewards = rewardListSchema.parse((await get('/api/rewards/?pageSize=100', headers)).json());
    expect(rewards.data.map((r) => r.rewardCode)).toContain(DEMO_LEADING_ZERO_COMP_CODE);
    const qr = await get(`/api/codeimage/${DEMO_LEADING_ZERO_COMP_CODE}?scale=0.6`, headers);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect((await get('/api/codeimage/7730042', headers)).statusCode).toBe(404);
  });

  it('answers the rewards statement and the points that will expire from the CMS', async () => {
    const headers = await cmsHeaders(t);
    const statement = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards?pageSize=50', headers)).json(),
    );
    expect(statement.total).toBeGreaterThan(10);
    const lots = pointsLotsSchema.parse((await get('/api/statements/rewards/lots', headers)).json());
    expect(lots.data.map((l) => l.remaining)).toEqual([1_200, 800, 2_500]);
    expect(lots.data.every((l) => l.earnedAt === null)).toBe(true);
  });

  it('answers the win/loss of a year from GamingProfile after the identity check', async () => {
    const headers = await cmsHeaders(t);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/api/statements/win-loss/unlock',
      headers,
      payload: { password: 'Player#2026' },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const year = new Date().getUTCFullYear();
    const res = await get(`/api/statements/win-loss/${year}`, {
      ...headers,
      'x-step-up': unlock.json().token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const statement = winLossStatementSchema.parse(res.json());
    expect(statement.totals.sessions).toBeGreaterThan(0);
    expect(statement.years[0]).toBe(year);
  });

  it('answers the last-known copy marked stale while the CMS is down, and 503 in plain words without one', async () => {
    const headers = await cmsHeaders(t);
    const fresh = (await get('/api/rewards/ext/balances', headers)).json();
    cmsDown();
    const stale = await get('/api/rewards/ext/balances', headers);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ ...fresh, stale: true });
    expect(Date.now() - Date.parse(stale.json().asOf)).toBeLessThan(60_000);

    const never = await get('/api/rewards/ext/offers?pageNumber=7', headers);
    expect(never.statusCode).toBe(503);
    expect(never.json()).toEqual({ errors: [CMS_UNAVAILABLE_MESSAGE] });
  });

  it('keeps the other tenants answering at once while this one is down', async () => {
    const headers = await cmsHeaders(t, 'pending');
    t.sim.faults.add({ operation: '*', kind: 'hang' });
    const other = await playerHeaders(t.app, 'naskila');
    const started = performance.now();
    const [down, fine] = await Promise.all([
      // A read this player never made, so no copy stands in for it.
      get('/api/rewards/ext/offers?pageNumber=3', headers),
      get('/api/rewards/ext/balances', other),
    ]);
    expect(fine.statusCode).toBe(200);
    expect(down.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

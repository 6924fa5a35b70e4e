import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  balancesSchema,
  offerListSchema,
  rewardDetailSchema,
  rewardListSchema,
  rewardsStatementSchema,
} from '@patron/contracts';
import {
  createSimulator,
  DEMO_LEADING_ZERO_COMP_CODE,
  SEEDED_PLAYERS,
  type CmsSimulator,
} from '@patron/cms-simulator';
import { RewardNotFoundError, ServiceUnavailableError, UnauthorizedError } from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import { CmsFailureError } from './cms-errors';
import { createCmsHttpClient } from './cms-http-client';
import { DEFAULT_CMS_CLOCK } from './cms-values';
import type { CmsConnector } from '../cms-connector';
import type { CmsRedemptionsRepository } from './cms-redemptions.repository';
import { createXmlHttpConnector, OFFERS_PAUSED } from './xml-http-connector';

const NOW = new Date('2026-11-30T20:00:00.000Z');
const LADDER = [
  { number: 1, name: 'Member', creditsRequired: 0 },
  { number: 2, name: 'Silver', creditsRequired: 5_000 },
  { number: 3, name: 'Gold', creditsRequired: 15_000 },
  { number: 4, name: 'Black', creditsRequired: 40_000 },
];
const HOT = { now: NOW, days: 3 };
const ALL_REWARDS = { sortBy: 'expirationDate', pageNumber: 1, pageSize: 100 } as const;
const ALL_OFFERS = { sortBy: 'cost', pageNumber: 1, pageSize: 100 } as const;
const key = (name: keyof typeof SEEDED_PLAYERS | 'unknown'): PlayerKey => ({
  tenantId: 't1',
  playerId: name,
});

let sim: CmsSimulator;
let baseUrl: string;

function connector(timeoutMs = 2_000, consecutiveFailures = 100): CmsConnector {
  const ids: Record<string, string> = { unknown: '0009999999' };
  for (const [name, facts] of Object.entries(SEEDED_PLAYERS)) ids[name] = facts.playerId;
  return createXmlHttpConnector({
    client: createCmsHttpClient({ baseUrl, timeoutMs, breaker: { consecutiveFailures } }),
    cmsIdOf: async (player) => ids[player.playerId]!,
    clock: async () => DEFAULT_CMS_CLOCK,
    tierLadder: async () => LADDER,
    now: () => NOW,
    // Reads only: the writes, which keep their reservations in the database, are tested in cms-redemption.test.ts.
    redemptions: {} as CmsRedemptionsRepository,
    timeoutMs,
  });
}

beforeAll(async () => {
  sim = createSimulator({ now: () => NOW });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

describe('xml-http connector reads the simulator', () => {
  const cms = () => connector();

  it('answers balances and the points balance of the seed', async () => {
    const balances = balancesSchema.parse(await cms().getBalances(key('demo'), NOW));
    const points = balances.data.find((b) => b.currency === 'points')!;
    expect(points.balance).toBe(SEEDED_PLAYERS.demo.pointBalance);
    expect(points.expiring.map((e) => e.amount)).toEqual([1_200, 800, 2_500]);
    expect(await cms().getPointsBalance(key('demo'))).toBe(SEEDED_PLAYERS.demo.pointBalance);
  });

  it('maps the ranking onto the tenant ladder by number', async () => {
    const tier = await cms().getTier(key('demo'), NOW);
    expect(tier).toMatchObject({ number: 2, name: 'Silver', credits: 11_200 });
    expect(tier.next).toEqual({ number: 3, name: 'Gold', creditsRequired: 15_000 });
    expect(tier.periodEndsAt.toISOString()).toBe('2027-01-01T08:00:00.000Z');
    expect(tier.pointToDollarsRate).toBeGreaterThan(0);
    expect((await cms().getTier(key('highRoller'), NOW)).next).toBeNull();
  });

  it('pages the catalogue as offers for the player', async () => {
    const all = offerListSchema.parse(await cms().getOffers(key('demo'), ALL_OFFERS, NOW));
    expect(all.total).toBe(all.data.length);
    expect(all.data.map((o) => o.cost)).toEqual([...all.data.map((o) => o.cost)].sort((a, b) => a - b));
    expect(all.data.some((o) => o.unavailableReason === 'tier')).toBe(true);
    const page = await cms().getOffers(key('demo'), { ...ALL_OFFERS, pageNumber: 2, pageSize: 5 }, NOW);
    expect(page).toEqual({ data: all.data.slice(5, 10), total: all.total });
    const dining = await cms().getOffers(key('demo'), { ...ALL_OFFERS, category: 'dining' }, NOW);
    expect(dining.data.every((o) => o.category === 'dining')).toBe(true);
    expect(await cms().getOffers(key('selfExcluded'), ALL_OFFERS, NOW)).toEqual({
      data: [],
      total: 0,
      notice: OFFERS_PAUSED,
    });
  });

  it('lists active comps as rewards, the leading-zero code kept exactly', async () => {
    const list = rewardListSchema.parse(await cms().getRewards(key('demo'), ALL_REWARDS, HOT));
    expect(list.total).toBe(8);
    expect(list.data.every((r) => r.status === 'active')).toBe(true);
    expect(list.data.map((r) => r.rewardCode)).toContain(DEMO_LEADING_ZERO_COMP_CODE);
    expect(list.data.filter((r) => r.hot)).toHaveLength(2);
    const found = await cms().getRewards(key('demo'), { ...ALL_REWARDS, searchText: '7730042' }, HOT);
    expect(found.data.map((r) => r.rewardCode)).toEqual([DEMO_LEADING_ZERO_COMP_CODE]);
    const page = await cms().getRewards(
      key('highRoller'),
      { ...ALL_REWARDS, pageNumber: 3, pageSize: 20 },
      HOT,
    );
    expect(page.data).toHaveLength(20);
    expect(page.total).toBeGreaterThan(900);
    expect((await cms().getRewards(key('pending'), ALL_REWARDS, HOT)).total).toBe(0);
  });

  it('finds one reward by its exact code only', async () => {
    const reward = rewardDetailSchema.parse(
      await cms().getReward(key('demo'), DEMO_LEADING_ZERO_COMP_CODE, HOT),
    );
    expect(reward.rewardCode).toBe(DEMO_LEADING_ZERO_COMP_CODE);
    await expect(cms().getReward(key('demo'), '7730042', HOT)).rejects.toBeInstanceOf(RewardNotFoundError);
  });

  it('pages the statement with running balances and lists the points lots', async () => {
    const page = { descending: true, offset: 0, limit: 10 };
    const all = rewardsStatementSchema.parse(
      await cms().getStatement(key('demo'), {}, { ...page, limit: 10_000 }),
    );
    expect(all.data[0]!.balanceAfter).toBe(SEEDED_PLAYERS.demo.pointBalance);
    const second = await cms().getStatement(key('demo'), {}, { ...page, offset: 10 });
    expect(second).toEqual({ data: all.data.slice(10, 20), total: all.total });
    const from = new Date(NOW.getTime() - 30 * 86_400_000);
    const recent = await cms().getStatement(key('demo'), { from }, { ...page, limit: 10_000 });
    expect(recent.data).toEqual(all.data.filter((m) => Date.parse(m.at) >= from.getTime()));
    const points = (await cms().getBalances(key('demo'), NOW)).data.find((b) => b.currency === 'points');
    expect(points?.expiring.map((lot) => lot.amount)).toEqual([1_200, 800, 2_500]);
  });

  it('answers rated play of a period, years newest first; NORECORDS is empty', async () => {
    const year = NOW.getUTCFullYear();
    const period = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    const stats = await cms().getStatistics(key('demo'), period);
    expect(stats.byGameType.length).toBeGreaterThan(0);
    expect(stats.byGameType.every((g) => g.sessions > 0 && g.played >= 0)).toBe(true);
    expect(stats.years).toEqual([...stats.years].sort((a, b) => b - a));
    expect(stats.years[0]).toBe(year);
    expect(await cms().getStatistics(key('pending'), period)).toEqual({
      byGameType: [],
      totals: { sessions: 0, played: 0, won: 0 },
      years: [],
    });
  });

  it('refuses an unknown player as the statements refuse one', async () => {
    await expect(cms().getBalances(key('unknown'), NOW)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(cms().getRewards(key('unknown'), ALL_REWARDS, HOT)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });
});

describe('xml-http connector when the CMS fails', () => {
  it('rejects with a 503-mapped error when the CMS answers 503', async () => {
    sim.faults.set([{ operation: '*', kind: 'status', status: 503 }]);
    const error = await connector()
      .getBalances(key('demo'), NOW)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsFailureError);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
  });

  it('rejects quickly on a hang', async () => {
    sim.faults.set([{ operation: '*', kind: 'hang' }]);
    const started = performance.now();
    await expect(connector(150).getPointsBalance(key('demo'))).rejects.toBeInstanceOf(CmsFailureError);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("opens only its own tenant's breaker", async () => {
    const failing = connector(2_000, 2);
    const other = connector(2_000, 2);
    sim.faults.set([{ operation: '*', kind: 'status', status: 503 }]);
    for (let i = 0; i < 2; i++) {
      await expect(failing.getPointsBalance(key('demo'))).rejects.toBeInstanceOf(CmsFailureError);
    }
    sim.faults.clear();
    await expect(failing.getPointsBalance(key('demo'))).rejects.toThrow(CmsFailureError);
    expect(await other.getPointsBalance(key('demo'))).toBe(SEEDED_PLAYERS.demo.pointBalance);
  });
});

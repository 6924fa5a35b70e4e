import { describe, expect, it, vi } from 'vitest';
import { SEEDED_PLAYERS } from '@patron/cms-simulator';
import { rewardChangePendingSchema, rewardChangeResultSchema, rewardListSchema } from '@patron/contracts';
import { inArray } from 'drizzle-orm';
import { cmsRedemptions } from '../../../db/schema/index';
import { playerHeaders } from '../../../test/rewards-fixtures';
import { cmsHeaders, cmsPlayer, newKey, useCmsTenantApp } from './cms-tenant.test-helpers';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useCmsTenantApp({ timeoutMs: 1_500 });
const DEMO_ID = SEEDED_PLAYERS.demo.playerId;
/** '$25 free play': 2,500 points, every ranking. */
const FREE_PLAY = '106';

async function redeem(headers: Record<string, string>, key: string, id = FREE_PLAY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rewards/redeem',
    headers: { ...headers, 'idempotency-key': key },
    payload: { id },
  });
}

/** The reconciler until nothing is left to look at (each look is leased, so later runs wait a while). */
async function reconcileAll() {
  for (let i = 0; i < 20; i += 1) {
    const { checked } = await t.app.cmsReconciler.runOnce();
    if (checked === 0) {
      const open = await openRedemptions();
      if (open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('redemptions stayed open');
}

async function openRedemptions(): Promise<number> {
  const rows = await t.db
    .select({ id: cmsRedemptions.id })
    .from(cmsRedemptions)
    .where(inArray(cmsRedemptions.status, ['reserved', 'pending']));
  return rows.length;
}

describe('redemption on a casino system', () => {
  it('issues one comp for an offer: the CMS takes the points, the reward is the comp, a replay answers the same', async () => {
    const headers = await cmsHeaders(t);
    const before = cmsPlayer(t, DEMO_ID);
    const key = newKey();
    const first = await redeem(headers, key);
    expect(first.statusCode, first.body).toBe(201);
    const result = rewardChangeResultSchema.parse(first.json());
    expect(result.pointsBalance).toBe(before.pointBalance - 2_500);
    expect(result.reward).toMatchObject({
      name: '$25 free play',
      offerId: FREE_PLAY,
      status: 'active',
      value: 2_500,
    });
    const after = cmsPlayer(t, DEMO_ID);
    expect(after.pointBalance).toBe(before.pointBalance - 2_500);
    expect(after.activeComps).toBe(before.activeComps + 1);

    const again = await redeem(headers, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(cmsPlayer(t, DEMO_ID).activeComps).toBe(before.activeComps + 1);

    const list = rewardListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/rewards/?pageSize=100', headers })).json(),
    );
    expect(list.data.map((r) => r.rewardCode)).toContain(result.reward.rewardCode);
  });

  it('issues one comp for 20 concurrent requests with one key', async () => {
    const headers = await cmsHeaders(t);
    const before = cmsPlayer(t, DEMO_ID);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(headers, key)));
    const statuses = answers.map((a) => a.statusCode);
    // 202: the first was still asking the CMS; 503: a read timed out on a loaded machine, nothing done.
    expect(
      statuses.every((s) => s === 201 || s === 202 || s === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(201);
    const after = cmsPlayer(t, DEMO_ID);
    expect(after.activeComps).toBe(before.activeComps + 1);
    expect(after.pointBalance).toBe(before.pointBalance - 2_500);
    expect(t.sim.snapshot().commands).toHaveLength(1);
    // Once the first has its answer, every retry is that answer.
    expect((await redeem(headers, key)).json()).toEqual(answers.find((a) => a.statusCode === 201)!.json());
  });

  it('answers 409 when the CMS refuses the issue for points, and changes nothing', async () => {
    const headers = await cmsHeaders(t, 'pending');
    const before = cmsPlayer(t, SEEDED_PLAYERS.pending.playerId);
    const key = newKey();
    const refused = await redeem(headers, key, '102');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ errors: ['Not enough points for this reward.'] });
    expect(cmsPlayer(t, SEEDED_PLAYERS.pending.playerId)).toEqual(before);
    expect((await redeem(headers, key, '102')).statusCode).toBe(409);
  });

  it('answers 404 for an offer the CMS does not have, and a reused key with another offer is refused', async () => {
    const headers = await cmsHeaders(t);
    expect((await redeem(headers, newKey(), '999')).statusCode).toBe(404);
    const key = newKey();
    expect((await redeem(headers, key)).statusCode).toBe(201);
    const other = await redeem(headers, key, '105');
    expect(other.statusCode).toBe(422);
  });

  it('answers 403 in plain words when a stop code forbids comps', async () => {
    const headers = await cmsHeaders(t);
    const before = cmsPlayer(t, DEMO_ID);
    t.sim.faults.add({ operation: 'PlayerCompIssue', kind: 'stopCode', stopCode: 'NOCOMP' });
    const refused = await redeem(headers, newKey());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatch(/Players Club/);
    expect(refused.json().errors[0]).not.toMatch(/NOCOMP|PLAYERSTOPPED/);
    expect(cmsPlayer(t, DEMO_ID)).toEqual(before);
  });

  it('answers 202 when the answer is lost after the CMS applied it; the reconciler confirms it and a retry gets the reward', async () => {
    const headers = await cmsHeaders(t);
    const before = cmsPlayer(t, DEMO_ID);
    t.sim.faults.add({ operation: 'PlayerCompIssue', kind: 'dropAfterApply', times: 1 });
    const key = newKey();
    const lost = await redeem(headers, key);
    expect(lost.statusCode, lost.body).toBe(202);
    rewardChangePendingSchema.parse(lost.json());
    expect((await redeem(headers, key)).statusCode).toBe(202);
    await reconcileAll();
    const confirmed = await redeem(headers, key);
    expect(confirmed.statusCode).toBe(201);
    expect(rewardChangeResultSchema.parse(confirmed.json()).pointsBalance).toBe(before.pointBalance - 2_500);
    expect(cmsPlayer(t, DEMO_ID).activeComps).toBe(before.activeComps + 1);
  });

  it('answers 202 when the CMS times out before acting; the reconciler voids it, no points are taken, a retry is told', async () => {
    const headers = await cmsHeaders(t);
    const before = cmsPlayer(t, DEMO_ID);
    t.sim.faults.add({ operation: 'PlayerCompIssue', kind: 'hang', times: 1 });
    const key = newKey();
    const lost = await redeem(headers, key);
    expect(lost.statusCode, lost.body).toBe(202);
    await reconcileAll();
    expect(cmsPlayer(t, DEMO_ID)).toEqual(before);
    const told = await redeem(headers, key);
    expect(told.statusCode).toBe(409);
    expect(told.json().errors[0]).toMatch(/no points were taken/);
    // A new key is a new request.
    expect((await redeem(headers, newKey())).statusCode).toBe(201);
  });

  it('answers 503 and keeps nothing when the CMS cannot be reached, so the same key works once it is back', async () => {
    const headers = await cmsHeaders(t);
    t.sim.faults.add({ operation: 'CompListMessage', kind: 'status', status: 503, times: 1 });
    const key = newKey();
    const down = await redeem(headers, key);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      errors: ['The casino system is not answering. Please try again in a minute.'],
    });
    expect((await redeem(headers, key)).statusCode).toBe(201);
  });

  it('keeps the other tenants on their own ledger', async () => {
    const headers = await cmsHeaders(t);
    expect((await redeem(headers, newKey())).statusCode).toBe(201);
    const naskila = await t.app.inject({
      method: 'GET',
      url: '/api/rewards/ext/tier',
      headers: await playerHeaders(t.app, 'naskila'),
    });
    expect(naskila.statusCode).toBe(200);
    expect(naskila.json().pointsBalance).not.toBe(cmsPlayer(t, DEMO_ID).pointBalance);
  });
});

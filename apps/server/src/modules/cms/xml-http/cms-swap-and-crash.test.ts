import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_LEADING_ZERO_COMP_CODE, SEEDED_PLAYERS } from '@patron/cms-simulator';
import { rewardChangeResultSchema } from '@patron/contracts';
import { cmsRedemptions, players } from '../../../db/schema/index';
import { createCmsRedemptionsRepository } from './cms-redemptions.repository';
import { commandIdFor, compIssueXml } from './cms-requests';
import { cmsHeaders, cmsPlayer, newKey, useCmsTenantApp } from './cms-tenant.test-helpers';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
// Long enough that a loaded machine's reads are not taken for a hung casino system.
const t = useCmsTenantApp({ timeoutMs: 1_500 });
const DEMO_ID = SEEDED_PLAYERS.demo.playerId;
const BIRTHDATE = SEEDED_PLAYERS.demo.dateOfBirth;

const post = (url: string, headers: Record<string, string>, key: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });

describe('swap on a casino system', () => {
  it('voids the comp given back and issues the new one under one key; a replay changes nothing more', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const redeemed = rewardChangeResultSchema.parse(
      (await post('/api/rewards/redeem', headers, newKey(), { id: '106' })).json(),
    );
    const key = newKey();
    const swap = { id: '105', rewardCode: redeemed.reward.rewardCode, birthdate: BIRTHDATE };
    const swapped = await post('/api/rewards/swap', headers, key, swap);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const result = rewardChangeResultSchema.parse(swapped.json());
    expect(result.reward).toMatchObject({ offerId: '105', status: 'active' });
    expect(result.pointsBalance).toBe(start.pointBalance - 1_000);
    expect((await post('/api/rewards/swap', headers, key, swap)).json()).toEqual(swapped.json());
    const after = cmsPlayer(t, DEMO_ID);
    expect(after.pointBalance).toBe(start.pointBalance - 1_000);
    expect(after.activeComps).toBe(start.activeComps + 1);
  });

  it('refuses a wrong birthdate (403) and a comp the portal did not issue (409), changing nothing', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const wrong = await post('/api/rewards/swap', headers, newKey(), {
      id: '105',
      rewardCode: DEMO_LEADING_ZERO_COMP_CODE,
      birthdate: '1990-01-01',
    });
    expect(wrong.statusCode).toBe(403);
    const seeded = await post('/api/rewards/swap', headers, newKey(), {
      id: '105',
      rewardCode: DEMO_LEADING_ZERO_COMP_CODE,
      birthdate: BIRTHDATE,
    });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().errors[0]).toMatch(/Players Club/);
    expect(cmsPlayer(t, DEMO_ID)).toEqual(start);
  });
});

describe('a swap that cannot finish', () => {
  async function redeemed(headers: Record<string, string>) {
    const res = await post('/api/rewards/redeem', headers, newKey(), { id: '106' });
    return rewardChangeResultSchema.parse(res.json()).reward.rewardCode;
  }

  it('gives one comp back once when two swaps of it race under different keys', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const swap = { id: '105', rewardCode: await redeemed(headers), birthdate: BIRTHDATE };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/rewards/swap', headers, newKey(), swap)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(
      codes.filter((c) => c === 200),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(1);
    expect(
      codes.every((c) => c === 200 || c === 404 || c === 409),
      codes.join(),
    ).toBe(true);
    const after = cmsPlayer(t, DEMO_ID);
    expect(after.pointBalance).toBe(start.pointBalance - 1_000);
    expect(after.activeComps).toBe(start.activeComps + 1);
  });

  it('says the reward was returned for its points when the new comp is refused after the give-back', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const swap = { id: '105', rewardCode: await redeemed(headers), birthdate: BIRTHDATE };
    t.sim.faults.add({ operation: 'PlayerCompIssue', kind: 'stopCode', stopCode: 'NOCOMP', times: 1 });
    const key = newKey();
    const refused = await post('/api/rewards/swap', headers, key, swap);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors[0]).toMatch(/returned for its points/);
    expect((await post('/api/rewards/swap', headers, key, swap)).json()).toEqual(refused.json());
    expect(cmsPlayer(t, DEMO_ID)).toMatchObject({
      pointBalance: start.pointBalance,
      activeComps: start.activeComps,
    });
  });

  it('says so too when the issue after the give-back got no answer and the reconciler undid it', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const swap = { id: '105', rewardCode: await redeemed(headers), birthdate: BIRTHDATE };
    t.sim.faults.add({ operation: 'PlayerCompIssue', kind: 'hang', times: 1 });
    const key = newKey();
    expect((await post('/api/rewards/swap', headers, key, swap)).statusCode).toBe(202);
    await t.db.update(cmsRedemptions).set({ checkAfter: new Date(Date.now() - 1_000) });
    expect(await t.app.cmsReconciler.runOnce()).toMatchObject({ settled: 1 });
    const told = await post('/api/rewards/swap', headers, key, swap);
    expect(told.statusCode).toBe(409);
    expect(told.json().errors[0]).toMatch(/returned for its points/);
    expect(cmsPlayer(t, DEMO_ID)).toMatchObject({
      pointBalance: start.pointBalance,
      activeComps: start.activeComps,
    });
  });
});

describe('a swap whose give-back got no answer', () => {
  it('never returns a comp for its points once it was used at the cage: the swap is refused, nothing given back', async () => {
    const headers = await cmsHeaders(t);
    const code = rewardChangeResultSchema.parse(
      (await post('/api/rewards/redeem', headers, newKey(), { id: '106' })).json(),
    ).reward.rewardCode;
    const redeemed = cmsPlayer(t, DEMO_ID);
    const swap = { id: '105', rewardCode: code, birthdate: BIRTHDATE };
    t.sim.faults.add({ operation: 'PlayerCompVoid', kind: 'hang', times: 1 });
    const key = newKey();
    expect((await post('/api/rewards/swap', headers, key, swap)).statusCode).toBe(202);
    // The player shows the comp at the cage while the casino system is not answering.
    const comp = t.sim.state.player(DEMO_ID)?.comps.find((c) => c.compCode === code);
    expect(comp?.status).toBe('Active');
    comp!.status = 'Used';
    await t.db.update(cmsRedemptions).set({ checkAfter: new Date(Date.now() - 1_000) });
    expect(await t.app.cmsReconciler.runOnce()).toMatchObject({ settled: 1 });

    const told = await post('/api/rewards/swap', headers, key, swap);
    expect(told.statusCode, told.body).toBe(409);
    expect(told.json().errors[0]).toMatch(/can no longer be swapped/);
    expect(cmsPlayer(t, DEMO_ID)).toMatchObject({
      pointBalance: redeemed.pointBalance,
      activeComps: redeemed.activeComps - 1,
    });
    expect(comp?.status).toBe('Used');
  });

  it('gives the comp back when it is still active, and says it was returned for its points', async () => {
    const headers = await cmsHeaders(t);
    const start = cmsPlayer(t, DEMO_ID);
    const code = rewardChangeResultSchema.parse(
      (await post('/api/rewards/redeem', headers, newKey(), { id: '106' })).json(),
    ).reward.rewardCode;
    const swap = { id: '105', rewardCode: code, birthdate: BIRTHDATE };
    t.sim.faults.add({ operation: 'PlayerCompVoid', kind: 'hang', times: 1 });
    const key = newKey();
    expect((await post('/api/rewards/swap', headers, key, swap)).statusCode).toBe(202);
    await t.db.update(cmsRedemptions).set({ checkAfter: new Date(Date.now() - 1_000) });
    expect(await t.app.cmsReconciler.runOnce()).toMatchObject({ settled: 1 });

    const told = await post('/api/rewards/swap', headers, key, swap);
    expect(told.statusCode, told.body).toBe(409);
    expect(told.json().errors[0]).toMatch(/returned for its points/);
    expect(cmsPlayer(t, DEMO_ID)).toMatchObject({
      pointBalance: start.pointBalance,
      activeComps: start.activeComps,
    });
  });
});

describe('the reconciler lease', () => {
  it('takes a lease of any length in milliseconds, a little longer after each look', async () => {
    const [demo] = await t.db.select().from(players).where(eq(players.externalId, DEMO_ID));
    const key = newKey();
    const due = new Date(Date.now() - 1_000);
    await t.db.insert(cmsRedemptions).values({
      tenantId: demo!.tenantId,
      playerId: demo!.id,
      idempotencyKey: key,
      fingerprint: '[]',
      kind: 'redeem',
      commandId: commandIdFor(demo!.tenantId, demo!.id, key),
      compTypeId: '106',
      pointCost: 2_500,
      checkAfter: due,
    });
    const repository = createCmsRedemptionsRepository(t.db);
    const now = new Date();
    const [first] = await repository.leaseDue(now, 1_250, 1);
    expect(first?.checkAfter.getTime()).toBe(now.getTime() + 1_250);
    const later = new Date(now.getTime() + 2_000);
    const [second] = await repository.leaseDue(later, 1_250, 1);
    expect(second?.checkAfter.getTime()).toBe(later.getTime() + 2_500);
    expect(second?.attempts).toBe(2);
  });
});

describe('a crash between the issue and its confirmation', () => {
  it('is confirmed by the reconciler after a restart, and the retry answers the comp the CMS issued', async () => {
    const headers = await cmsHeaders(t);
    const [demo] = await t.db.select().from(players).where(eq(players.externalId, DEMO_ID));
    const player = { tenantId: demo!.tenantId, playerId: demo!.id };
    const key = newKey();
    const commandId = commandIdFor(player.tenantId, player.playerId, key);
    // What the crashed instance left: the reservation, and the issue the CMS applied.
    await t.db.insert(cmsRedemptions).values({
      ...player,
      idempotencyKey: key,
      fingerprint: JSON.stringify(['redeem', '106']),
      kind: 'redeem',
      commandId,
      compTypeId: '106',
      pointCost: 2_500,
      checkAfter: new Date(Date.now() - 1_000),
    });
    const issued = await fetch(`${t.baseUrl}/PlayerCompIssue/${DEMO_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: compIssueXml({
        playerId: DEMO_ID,
        now: new Date(),
        timeZone: 'America/Los_Angeles',
        commandId,
        compTypeId: '106',
        pointCost: 2_500,
      }),
    });
    expect(issued.status).toBe(200);
    const before = cmsPlayer(t, DEMO_ID);

    expect(await t.app.cmsReconciler.runOnce()).toEqual({ checked: 1, settled: 1 });
    const [row] = await t.db
      .select()
      .from(cmsRedemptions)
      .where(and(eq(cmsRedemptions.idempotencyKey, key), eq(cmsRedemptions.playerId, player.playerId)));
    expect(row?.status).toBe('applied');
    const retry = await post('/api/rewards/redeem', headers, key, { id: '106' });
    expect(retry.statusCode).toBe(201);
    expect(rewardChangeResultSchema.parse(retry.json()).reward.offerId).toBe('106');
    expect(cmsPlayer(t, DEMO_ID)).toEqual(before);
  });
});

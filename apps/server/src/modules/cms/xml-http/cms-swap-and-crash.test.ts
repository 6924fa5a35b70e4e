import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_LEADING_ZERO_COMP_CODE, SEEDED_PLAYERS } from '@patron/cms-simulator';
import { rewardChangeResultSchema } from '@patron/contracts';
import { cmsRedemptions, players } from '../../../db/schema/index';
import { commandIdFor, compIssueXml } from './cms-requests';
import { cmsHeaders, cmsPlayer, newKey, useCmsTenantApp } from './cms-tenant.test-helpers';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useCmsTenantApp({ timeoutMs: 400 });
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

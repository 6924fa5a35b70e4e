import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardChangeResultSchema, rewardListSchema } from '@patron/contracts';
import { idempotencyKeys, ledgerMovements, playerRewards } from '../../db/schema/index';
import { DEMO_BIRTHDATES } from '../../db/seed/rewards-seed';
import { useTestApp } from '../../test/test-app';
import { freshKey, playerHeaders, playerKey, pointsLedger, post } from '../../test/rewards-fixtures';
import { insertTestOffers, TEST_OFFERS, type TestOfferIds } from '../../test/offer-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
const BRAND = 'coyote';
let demo: Record<string, string>;
let demoId: string;
let offer: TestOfferIds;
const { cheap, limited, expensive } = TEST_OFFERS;

async function balance(headers = demo): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/rewards/ext/tier', headers });
  return res.json().pointsBalance as number;
}

async function activeRewards(headers = demo) {
  const res = await t.app.inject({ method: 'GET', url: '/api/rewards/', headers });
  return rewardListSchema.parse(res.json()).data;
}

/** Ledger, rewards and balance of the demo player, to prove a refusal changed nothing. */
async function snapshot() {
  const rewards = await t.db.select().from(playerRewards).where(eq(playerRewards.playerId, demoId));
  return {
    ledger: await pointsLedger(t.db, demoId),
    rewards: rewards.map((r) => `${r.id}:${r.status}`).sort(),
  };
}

describe('redeem', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, BRAND);
    demoId = (await playerKey(t.db, BRAND, 'demo')).playerId;
    offer = await insertTestOffers(t.db, BRAND);
  });

  it('gets an offer for points: 201, a new reward, the balance down by the cost', async () => {
    const before = await balance();
    const key = freshKey();
    const res = await post(t.app, '/api/rewards/redeem', demo, { id: offer.cheap }, key);
    expect(res.statusCode).toBe(201);
    const result = rewardChangeResultSchema.parse(res.json());
    expect(result.pointsBalance).toBe(before - cheap.cost);
    expect(result.reward).toMatchObject({ status: 'active', offerId: offer.cheap, value: cheap.value });
    expect(await balance()).toBe(result.pointsBalance);
    expect((await activeRewards()).map((r) => r.rewardCode)).toContain(result.reward.rewardCode);
    const rows = await t.db
      .select()
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.playerId, demoId), eq(ledgerMovements.idempotencyKey, key)));
    expect(rows).toMatchObject([{ kind: 'redeem', amount: -cheap.cost, currency: 'points' }]);
    expect((await pointsLedger(t.db, demoId)).sum).toBe(result.pointsBalance);
  });

  it('answers a repeated Idempotency-Key with the first answer and spends once', async () => {
    const key = freshKey();
    const first = await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited }, key);
    expect(first.statusCode).toBe(201);
    const ledger = await pointsLedger(t.db, demoId);
    const again = await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await pointsLedger(t.db, demoId)).toEqual(ledger);
    const other = await post(t.app, '/api/rewards/redeem', demo, { id: offer.cheap }, key);
    expect(other.statusCode).toBe(422);
    expect(await pointsLedger(t.db, demoId)).toEqual(ledger);
    // A day on, the stored answer is purged; the ledger still refuses the key, and says why.
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const late = await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited }, key);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errors: ['This Idempotency-Key was already used; send the request again with a new one.'],
    });
    expect(await pointsLedger(t.db, demoId)).toEqual(ledger);
  });

  it('refuses bad requests with a 4xx and changes nothing', async () => {
    const before = await snapshot();
    const pending = await playerHeaders(t.app, BRAND, 'pending');
    const cases: [string, Promise<{ statusCode: number; json: () => { errors?: string[] } }>, number][] = [
      ['no key', post(t.app, '/api/rewards/redeem', demo, { id: offer.cheap }, null), 400],
      ['short key', post(t.app, '/api/rewards/redeem', demo, { id: offer.cheap }, 'short'), 400],
      ['no id', post(t.app, '/api/rewards/redeem', demo, {}), 400],
      ['number id', post(t.app, '/api/rewards/redeem', demo, { id: 5 }), 400],
      ['unknown offer', post(t.app, '/api/rewards/redeem', demo, { id: randomUUID() }), 404],
      ['not a uuid', post(t.app, '/api/rewards/redeem', demo, { id: cheap.key }), 404],
      ['sold out', post(t.app, '/api/rewards/redeem', demo, { id: offer.soldOut }), 409],
      ['below tier', post(t.app, '/api/rewards/redeem', pending, { id: offer.tierLocked }), 403],
      ['no points', post(t.app, '/api/rewards/redeem', pending, { id: offer.limited }), 409],
    ];
    for (const [name, request, status] of cases) {
      const res = await request;
      expect(res.statusCode, name).toBe(status);
      expect(res.json().errors?.length, name).toBeGreaterThan(0);
    }
    const otherTenant = (await insertTestOffers(t.db, 'tp')).cheap;
    expect((await post(t.app, '/api/rewards/redeem', demo, { id: otherTenant })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('stops at the per-player limit', async () => {
    const { n } = {
      n: (await t.db.select().from(playerRewards).where(eq(playerRewards.offerId, offer.limited))).length,
    };
    for (let i = n; i < limited.perPlayerLimit; i++) {
      expect((await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited })).statusCode).toBe(201);
    }
    const res = await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatch(new RegExp(`at most ${limited.perPlayerLimit} times`));
  });
});

describe('swap', () => {
  const swap = (body: Record<string, unknown>, headers = demo, key?: string) =>
    post(t.app, '/api/rewards/swap', headers, { birthdate: DEMO_BIRTHDATES.demo, ...body }, key);

  it('gives back a reward for an offer; the difference comes from points', async () => {
    // A reward of the limited offer (redeemed above) is worth less than the cheap offer costs.
    const rewards = await activeRewards();
    const old = rewards.find((r) => r.offerId === offer.limited)!;
    expect(old.value).toBe(limited.value);
    expect(limited.value).toBeLessThan(cheap.cost);
    const before = await balance();
    const res = await swap({ id: offer.cheap, rewardCode: old.rewardCode });
    expect(res.statusCode).toBe(200);
    const result = rewardChangeResultSchema.parse(res.json());
    expect(result.pointsBalance).toBe(before - (cheap.cost - limited.value));
    expect(result.reward.rewardCode).not.toBe(old.rewardCode);
    const after = (await activeRewards()).map((r) => r.rewardCode);
    expect(after).toContain(result.reward.rewardCode);
    expect(after).not.toContain(old.rewardCode);
    const [row] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, old.id));
    expect(row?.status).toBe('swapped');
    expect((await pointsLedger(t.db, demoId)).sum).toBe(result.pointsBalance);
  });

  it('costs nothing when the returned reward is worth more', async () => {
    const redeemed = await post(t.app, '/api/rewards/redeem', demo, { id: offer.expensive });
    expect(redeemed.statusCode).toBe(201);
    const old = rewardChangeResultSchema.parse(redeemed.json()).reward;
    expect(old.value).toBe(expensive.value);
    expect(expensive.value).toBeGreaterThan(cheap.cost);
    const before = await balance();
    const res = await swap({ id: offer.cheap, rewardCode: old.rewardCode });
    expect(res.statusCode).toBe(200);
    expect(res.json().pointsBalance).toBe(before);
  });

  it('refuses wrong birthdates, others’ codes, used and expired rewards, changing nothing', async () => {
    const mine = (await activeRewards())[0]!;
    const [expired] = await t.db
      .select()
      .from(playerRewards)
      .where(and(eq(playerRewards.playerId, demoId), eq(playerRewards.status, 'expired')));
    const [swapped] = await t.db
      .select()
      .from(playerRewards)
      .where(and(eq(playerRewards.playerId, demoId), eq(playerRewards.status, 'swapped')));
    const otherTenant = (await activeRewards(await playerHeaders(t.app, 'tp')))[0]!;
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number][] = [
      ['wrong birthdate', { id: offer.cheap, rewardCode: mine.rewardCode, birthdate: '1990-01-01' }, 403],
      ['bad birthdate', { id: offer.cheap, rewardCode: mine.rewardCode, birthdate: '15/06/1985' }, 400],
      ['no code', { id: offer.cheap }, 400],
      ['unknown code', { id: offer.cheap, rewardCode: 'NOPE' }, 404],
      ["highroller's code", { id: offer.cheap, rewardCode: 'H000001R' }, 404],
      ["another tenant's code", { id: offer.cheap, rewardCode: otherTenant.rewardCode }, 404],
      ['expired', { id: offer.cheap, rewardCode: expired!.rewardCode }, 409],
      ['already swapped', { id: offer.cheap, rewardCode: swapped!.rewardCode }, 409],
      ['unknown offer', { id: randomUUID(), rewardCode: mine.rewardCode }, 404],
      ['sold out', { id: offer.soldOut, rewardCode: mine.rewardCode }, 409],
      ['its own offer', { id: mine.offerId, rewardCode: mine.rewardCode }, 409],
    ];
    for (const [name, body, status] of cases) {
      const res = await swap(body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().errors.length, name).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stops a player after 5 wrong birthdates in 15 minutes (429); right ones do not count', async () => {
    const headers = await playerHeaders(t.app, 'southland');
    const ids = await insertTestOffers(t.db, 'southland');
    const first = await post(t.app, '/api/rewards/redeem', headers, { id: ids.cheap });
    const rewardCode = rewardChangeResultSchema.parse(first.json()).reward.rewardCode;
    const attempt = (birthdate: string) =>
      post(t.app, '/api/rewards/swap', headers, { id: ids.expensive, rewardCode, birthdate });
    for (let i = 0; i < 4; i++) expect((await attempt('1990-01-01')).statusCode).toBe(403);
    // A swap refused for another reason (here: too few points, or done) is no wrong birthdate.
    const right = await attempt(DEMO_BIRTHDATES.demo);
    expect(right.statusCode, right.body).not.toBe(403);
    expect((await attempt('1990-01-02')).statusCode).toBe(403);
    const stopped = await attempt(DEMO_BIRTHDATES.demo);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ errors: ['Too many wrong birthdates; please try again later.'] });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('replays a repeated key and refuses it with another body', async () => {
    const [a, b] = await activeRewards();
    const key = freshKey();
    const first = await swap({ id: offer.cheap, rewardCode: a!.rewardCode }, demo, key);
    const again = await swap({ id: offer.cheap, rewardCode: a!.rewardCode }, demo, key);
    expect(again.json()).toEqual(first.json());
    expect(again.statusCode).toBe(first.statusCode);
    const other = await swap({ id: offer.cheap, rewardCode: b!.rewardCode }, demo, key);
    expect(other.statusCode).toBe(422);
  });
});

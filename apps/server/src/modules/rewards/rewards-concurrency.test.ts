import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerMovements, players } from '../../db/schema/index';
import { idempotencyLockName } from '../cms/local/idempotency.repository';
import { useTestApp } from '../../test/test-app';
import {
  freshKey,
  fund as creditPoints,
  playerHeaders,
  playerKey,
  pointsLedger,
  post,
} from '../../test/rewards-fixtures';
import { insertTestOffers, TEST_OFFERS } from '../../test/offer-fixtures';

// Run on PostgreSQL too: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run <this file>
vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });
const t = useTestApp();
/** The cost of the unlimited test offer every redeem here asks for. */
const COST = TEST_OFFERS.cheap.cost;

/** Gives a player with no points exactly `amount`. */
async function fund(brand: string, username: string, amount: number) {
  const player = await playerKey(t.db, brand, username);
  await creditPoints(t.db, player, amount);
  return player;
}

describe('rewards under concurrency', () => {
  it('50 concurrent redeems against a balance covering 7: exactly 7 succeed', async () => {
    const m = 7;
    const start = m * COST + COST / 2;
    const player = await fund('southland', 'pending', start);
    const headers = await playerHeaders(t.app, 'southland', 'pending');
    const id = (await insertTestOffers(t.db, 'southland')).cheap;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, '/api/rewards/redeem', headers, { id })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(m);
    expect(codes.filter((c) => c === 409)).toHaveLength(50 - m);
    const ledger = await pointsLedger(t.db, player.playerId);
    expect(ledger.sum).toBe(start - m * COST);
    const tier = await t.app.inject({ method: 'GET', url: '/api/rewards/ext/tier', headers });
    expect(tier.json().pointsBalance).toBe(ledger.sum);
    const rewardCodes = answers.filter((a) => a.statusCode === 201).map((a) => a.json().reward.rewardCode);
    expect(new Set(rewardCodes).size).toBe(m);
  });

  it('20 concurrent requests with one Idempotency-Key: one ledger row, one answer', async () => {
    await fund('bally', 'pending', 10 * COST);
    const player = await playerKey(t.db, 'bally', 'pending');
    const headers = await playerHeaders(t.app, 'bally', 'pending');
    const id = (await insertTestOffers(t.db, 'bally')).cheap;
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/rewards/redeem', headers, { id }, key)),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    // docs/design.md#ledger-and-money-like-state: a concurrent duplicate may be refused with 409; every other
    // answer is the first one.
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.playerId, player.playerId), eq(ledgerMovements.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect((await pointsLedger(t.db, player.playerId)).sum).toBe(9 * COST);
  });

  // PGlite runs one transaction at a time on one session, where this lock is always free.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a request whose Idempotency-Key another request is still running with gets 409 at once',
    async () => {
      await fund('coyote', 'pending', 2 * COST);
      const player = await playerKey(t.db, 'coyote', 'pending');
      const headers = await playerHeaders(t.app, 'coyote', 'pending');
      const id = (await insertTestOffers(t.db, 'coyote')).cheap;
      const key = freshKey();
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (held = resolve));
      // The first request, still running: its transaction holds the key.
      const first = t.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyLockName(player, key)}, 0))`,
        );
        held();
        await released;
      });
      await holding;
      try {
        const duplicate = await post(t.app, '/api/rewards/redeem', headers, { id }, key);
        expect(duplicate.statusCode).toBe(409);
        expect(duplicate.json()).toEqual({
          errors: ['A request with this Idempotency-Key is already in progress.'],
        });
        expect((await pointsLedger(t.db, player.playerId)).sum).toBe(2 * COST);
      } finally {
        release();
        await first;
      }
      // Once the first is over, the key is free again.
      expect((await post(t.app, '/api/rewards/redeem', headers, { id }, key)).statusCode).toBe(201);
    },
  );

  it('concurrent swaps of one reward: one wins, the points are spent once', async () => {
    const player = await fund('elite', 'pending', 4 * COST);
    const headers = await playerHeaders(t.app, 'elite', 'pending');
    const ids = await insertTestOffers(t.db, 'elite');
    const id = ids.cheap;
    const first = await post(t.app, '/api/rewards/redeem', headers, { id });
    expect(first.statusCode).toBe(201);
    const rewardCode = first.json().reward.rewardCode as string;
    const steak = ids.expensive;
    // The seed gives `pending` no birthdate: set one so the swap can be asked for.
    await t.db.update(players).set({ birthdate: '1990-02-03' }).where(eq(players.id, player.playerId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/api/rewards/swap', headers, { id: steak, rewardCode, birthdate: '1990-02-03' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The others lost the race (409), or came past the 5 birthdate checks a player may have in
    // flight at once (429: each swap counts as a possible wrong birthdate until it is checked).
    const losers = answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode);
    expect(losers).toHaveLength(9);
    expect(losers.every((code) => code === 409 || code === 429)).toBe(true);
    const swapCost = TEST_OFFERS.expensive.cost - TEST_OFFERS.cheap.value;
    expect(swapCost).toBeGreaterThan(0);
    expect((await pointsLedger(t.db, player.playerId)).sum).toBe(4 * COST - COST - swapCost);
  });
});

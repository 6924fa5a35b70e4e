import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { playerRewards, players } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { insertOffer } from '../../test/offer-fixtures';
import {
  fund,
  overdrawnLots,
  playerHeaders,
  playerKey,
  pointsLedger,
  post,
} from '../../test/rewards-fixtures';

// Run on PostgreSQL too: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run <this file>
vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });
const t = useTestApp();
const BRAND = 'elite';
const BIRTHDATE = '1990-02-03';
const PRICE = 1000;
/** What a swap from a PRICE reward to an UPGRADE offer costs. */
const SWAP_COST = 3000;
const ROUNDS = 5;

describe('concurrent swaps of different rewards drawing on the same points', () => {
  let headers: Record<string, string>;
  let player: Awaited<ReturnType<typeof playerKey>>;
  // Two rewards swapped towards two offers: four offer rows, none shared, so only the player's
  // account lock (docs/design.md#ledger-and-money-like-state) can order the two swaps.
  const offers = { from: ['', ''], to: ['', ''] };
  beforeAll(async () => {
    player = await playerKey(t.db, BRAND, 'pending');
    // The seed gives `pending` no birthdate and no points.
    await t.db.update(players).set({ birthdate: BIRTHDATE }).where(eq(players.id, player.playerId));
    headers = await playerHeaders(t.app, BRAND, 'pending');
    for (const i of [0, 1]) {
      offers.from[i] = await insertOffer(t.db, BRAND, { key: `race-from-${i}`, cost: PRICE, value: PRICE });
      offers.to[i] = await insertOffer(t.db, BRAND, {
        key: `race-to-${i}`,
        cost: PRICE + SWAP_COST,
        value: PRICE + SWAP_COST,
      });
    }
  });

  it('with points for one swap only, one of two at once succeeds, round after round', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const slack = SWAP_COST / 2;
      const { sum } = await pointsLedger(t.db, player.playerId);
      await fund(t.db, player, 2 * PRICE + SWAP_COST + slack - sum);
      const codes: string[] = [];
      for (const id of offers.from) {
        const res = await post(t.app, '/api/rewards/redeem', headers, { id });
        expect(res.statusCode, res.body).toBe(201);
        codes.push(res.json().reward.rewardCode);
      }
      const answers = await Promise.all(
        [0, 1].map((i) =>
          post(t.app, '/api/rewards/swap', headers, {
            id: offers.to[i],
            rewardCode: codes[i],
            birthdate: BIRTHDATE,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}: ${answers.map((a) => a.body).join(' | ')}`).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().errors.join(' ')).toMatch(/points/i);
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      const ledger = await pointsLedger(t.db, player.playerId);
      expect(ledger.sum).toBe(slack);
      expect(winner.pointsBalance).toBe(slack);
      expect(await overdrawnLots(t.db, player.playerId)).toEqual([]);
      const tier = await t.app.inject({ method: 'GET', url: '/api/rewards/ext/tier', headers });
      expect(tier.json().pointsBalance).toBe(ledger.sum);
      // The loser's reward is still the player's, unchanged; the winner's was given back once.
      const given = await t.db
        .select({ status: playerRewards.status })
        .from(playerRewards)
        .where(and(eq(playerRewards.playerId, player.playerId), inArray(playerRewards.rewardCode, codes)));
      expect(given.map((r) => r.status).sort()).toEqual(['active', 'swapped']);
    }
  });
});

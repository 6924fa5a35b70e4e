import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerMovements, offers, playerRewards } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { insertOffer } from '../../test/offer-fixtures';
import { fund, insertSignedInPlayers, pointsLedger, post } from '../../test/rewards-fixtures';

// Run on PostgreSQL too: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run <this file>
vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });
const t = useTestApp();
const BRAND = 'bally';
const COST = 500;

describe('the stock of a limited offer under concurrent redeems by different players', () => {
  it.each([
    { stock: 1, extra: 7 },
    { stock: 3, extra: 9 },
  ])('stock $stock, $extra more players than units: exactly $stock succeed', async ({ stock, extra }) => {
    const id = await insertOffer(t.db, BRAND, {
      key: `race-stock-${stock}`,
      cost: COST,
      value: COST,
      stock,
    });
    // Each player's own account lock orders nothing between players: only the offer's row does.
    const crowd = await insertSignedInPlayers(t.app, t.db, BRAND, stock + extra);
    for (const { key } of crowd) await fund(t.db, key, COST);
    const answers = await Promise.all(
      crowd.map(({ headers }) => post(t.app, '/api/rewards/redeem', headers, { id })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 201),
      answers.map((a) => a.body).join(' | '),
    ).toHaveLength(stock);
    expect(codes.filter((c) => c === 409)).toHaveLength(extra);
    for (const a of answers.filter((res) => res.statusCode === 409))
      expect(a.json().errors.join(' ')).toMatch(/sold out/i);
    const [row] = await t.db.select({ stock: offers.stock }).from(offers).where(eq(offers.id, id));
    expect(row?.stock).toBe(0);
    const issued = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(playerRewards)
      .where(eq(playerRewards.offerId, id));
    expect(issued[0]?.n).toBe(stock);
    const spent = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerMovements)
      .where(eq(ledgerMovements.offerId, id));
    expect(spent[0]?.n).toBe(stock);
    // Every winner paid once, every loser kept their points.
    const balances = await Promise.all(crowd.map(({ key }) => pointsLedger(t.db, key.playerId)));
    expect(balances.map((b) => b.sum).sort()).toEqual([
      ...Array<number>(stock).fill(0),
      ...Array<number>(extra).fill(COST),
    ]);
  });
});

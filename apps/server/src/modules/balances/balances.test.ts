import { beforeAll, describe, expect, it, vi } from 'vitest';
import { balancesSchema } from '@patron/contracts';
import { useTestApp } from '../../test/test-app';
import { playerHeaders, playerKey, pointsLedger } from '../../test/rewards-fixtures';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;

describe('GET /api/rewards/ext/balances', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'naskila');
  });
  const get = (url: string, headers = demo) => t.app.inject({ method: 'GET', url, headers });

  it('derives the balances from the ledger, with what expires when', async () => {
    const res = await get('/api/rewards/ext/balances');
    expect(res.statusCode).toBe(200);
    const { data } = balancesSchema.parse(res.json());
    expect(data.map((b) => b.currency)).toEqual(['points', 'tierCredits', 'compDollars', 'freePlay']);
    const points = data[0]!;
    const key = await playerKey(t.db, 'naskila', 'demo');
    expect(points.balance).toBe((await pointsLedger(t.db, key.playerId)).sum);
    expect(points.balance).toBeGreaterThan(20_000);
    expect(points.balance).toBeLessThan(30_000);
    const soon = Date.now() + 3 * 86_400_000;
    const expiringSoon = points.expiring.filter((e) => Date.parse(e.expiresAt) <= soon);
    expect(expiringSoon.reduce((s, e) => s + e.amount, 0)).toBe(1700);
    expect(points.expiring.reduce((s, e) => s + e.amount, 0)).toBe(points.balance);
    expect(data.every((b) => b.balance > 0)).toBe(true);
  });
});

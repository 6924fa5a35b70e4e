import { BRANDS, externalTierSchema, tierLadderSchema } from '@patron/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loyaltyPrograms } from '../../db/schema/index';
import { addMovement, clearLedger, minutesAgo } from '../../test/loyalty-content-fixtures';
import { playerHeaders, playerKey } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();

const ladderOf = async (brand: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/tiers/',
    headers: { host: brandHost(brand), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, ladder: tierLadderSchema.parse(res.json()) };
};

describe('GET /api/tiers/', () => {
  it("answers each tenant's own ladder without a token, lowest first, cacheable", async () => {
    const firstNames = new Set<string>();
    for (const brand of BRANDS) {
      const { res, ladder } = await ladderOf(brand);
      expect(ladder.map((tier) => tier.number)).toEqual([1, 2, 3, 4, 5]);
      expect(ladder[0]!.creditsRequired).toBe(0);
      for (const [i, tier] of ladder.entries()) {
        if (i > 0) expect(tier.creditsRequired).toBeGreaterThan(ladder[i - 1]!.creditsRequired);
        expect(tier.benefits.length).toBeGreaterThan(0);
        expect(new Date(tier.periodEndsAt).getTime()).toBeGreaterThan(Date.now());
        expect(tier.qualificationMonths).toBe(12);
      }
      firstNames.add(ladder[0]!.name);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers.vary).toMatch(/Locale/);
    }
    expect(firstNames.size).toBe(BRANDS.length);
  });

  it("speaks the Locale header's language and falls back to en-US", async () => {
    const en = (await ladderOf('naskila')).ladder;
    const es = (await ladderOf('naskila', { locale: 'es-MX' })).ladder;
    const unknown = (await ladderOf('naskila', { locale: 'fr-FR' })).ladder;
    expect(es[1]!.benefits).toContain('10% de descuento en el bufé');
    expect(en[1]!.benefits).toContain('10% off at the buffet');
    expect(unknown).toEqual(en);
    expect(es.map((tier) => tier.creditsRequired)).toEqual(en.map((tier) => tier.creditsRequired));
  });

  it('accepts a token of its own tenant and refuses another tenant’s or a bad one (401)', async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    expect((await t.app.inject({ method: 'GET', url: '/api/tiers/', headers: naskila })).statusCode).toBe(
      200,
    );
    for (const headers of [
      { ...naskila, host: brandHost('tp') },
      { host: brandHost('tp'), authorization: 'Bearer not-a-token' },
      { host: brandHost('tp'), authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/tiers/', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toBeDefined();
    }
  });
});

describe('tier thresholds (tier credits in the qualification period, not points)', () => {
  it('agrees with GET /api/rewards/ext/tier one credit below, exactly at and one above each threshold', async () => {
    const brand = 'southland';
    const headers = await playerHeaders(t.app, brand);
    const player = await playerKey(t.db, brand, 'demo');
    const { ladder } = await ladderOf(brand);
    for (const tier of ladder.slice(1)) {
      for (const credits of [tier.creditsRequired - 1, tier.creditsRequired, tier.creditsRequired + 1]) {
        await clearLedger(t.db, player);
        await addMovement(t.db, player, { currency: 'tierCredits', amount: credits, at: minutesAgo(5) });
        // Spendable points never count toward a tier.
        await addMovement(t.db, player, { currency: 'points', amount: 1_000_000, at: minutesAgo(5) });
        const res = await t.app.inject({ method: 'GET', url: '/api/rewards/ext/tier', headers });
        const ext = externalTierSchema.parse(res.json());
        const expected = credits >= tier.creditsRequired ? tier.number : tier.number - 1;
        expect(ext.currentCardLevelNumber, `${credits} credits`).toBe(expected);
        expect(ext.tierName).toBe(ladder[expected - 1]!.name);
        expect(ext.tierCredits).toBe(credits);
        expect(ext.periodEndsAt).toBe(tier.periodEndsAt);
        const next = ladder[expected] ?? null;
        expect(ext.nextTier).toEqual(
          next && { number: next.number, name: next.name, creditsRequired: next.creditsRequired },
        );
        expect(ext.creditsToNextTier).toBe(next ? next.creditsRequired - credits : 0);
      }
    }
  });

  it("counts the current period's credits, and keeps the tier reached in the period before (downgrade rule)", async () => {
    const brand = 'southland';
    const headers = await playerHeaders(t.app, brand);
    const player = await playerKey(t.db, brand, 'demo');
    const { ladder } = await ladderOf(brand);
    const top = ladder[ladder.length - 1]!;
    const periodStart = new Date(ladder[0]!.periodStartsAt);
    const tier = async () =>
      externalTierSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/rewards/ext/tier', headers })).json(),
      );
    const retention = (periods: number) =>
      t.db
        .update(loyaltyPrograms)
        .set({ tierRetentionPeriods: periods })
        .where(eq(loyaltyPrograms.tenantId, player.tenantId));

    // Two periods back: beyond the one period a tier is kept through.
    await clearLedger(t.db, player);
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 999_999,
      at: minutesAgo(60 * 24 * 400, periodStart),
    });
    await addMovement(t.db, player, { currency: 'tierCredits', amount: 10, at: periodStart });
    expect(await tier()).toMatchObject({ currentCardLevelNumber: 1, tierCredits: 10 });

    // The period before: its tier holds through this one, on this period's credits alone.
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 999_999,
      at: minutesAgo(1, periodStart),
    });
    expect(await tier()).toMatchObject({
      currentCardLevelNumber: top.number,
      tierName: top.name,
      tierCredits: 10,
      nextTier: null,
    });

    // A program that keeps no tier starts every period from its own credits.
    await retention(0);
    try {
      expect(await tier()).toMatchObject({ currentCardLevelNumber: 1, tierCredits: 10 });
    } finally {
      await retention(1);
    }
  });
});

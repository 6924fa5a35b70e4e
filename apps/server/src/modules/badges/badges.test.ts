import { badgeListSchema, type Badge } from '@patron/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ratedPlaySessions } from '../../db/schema/index';
import { addMovement, clearLedger, minutesAgo } from '../../test/loyalty-content-fixtures';
import { offerId, playerHeaders, playerKey } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
const DAY = 86_400_000;

async function badges(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/badges/${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return badgeListSchema.parse(res.json());
}
const byId = (list: { data: Badge[] }) => new Map(list.data.map((b) => [b.id, b]));

describe('GET /api/badges/', () => {
  it('gives the demo player badges earned from their history and progress toward the rest', async () => {
    const list = await badges(await playerHeaders(t.app, 'naskila'));
    expect(list.total).toBe(list.data.length);
    const earned = list.data.filter((b) => b.earnedAt);
    const open = list.data.filter((b) => !b.earnedAt);
    expect(earned.map((b) => b.id)).toEqual(expect.arrayContaining(['first-visit', 'ten-visits', 'tier-2']));
    expect(open.length).toBeGreaterThan(0);
    for (const b of earned) expect(b.progress.current).toBe(b.progress.target);
    for (const b of open) expect(b.progress.current).toBeLessThan(b.progress.target);
    for (const b of list.data) expect(b.imageUrl).toBe(`/assets/badges/naskila/${b.id}.svg`);
  });

  it('counts visits, dining and tier credits from the ledger, and says when each badge was earned', async () => {
    const brand = 'coyote';
    const headers = await playerHeaders(t.app, brand);
    const player = await playerKey(t.db, brand, 'demo');
    await clearLedger(t.db, player);
    let list = byId(await badges(headers));
    expect(list.get('first-visit')).toMatchObject({ earnedAt: null, progress: { current: 0, target: 1 } });
    expect(list.get('tier-2')).toMatchObject({ earnedAt: null, progress: { current: 0, target: 5000 } });

    // Nine visit days at noon UTC, two rated plays on one of them; staff and promotion movements are no visits.
    const today = new Date();
    const noon = (daysAgo: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 12));
    for (let day = 10; day >= 2; day -= 1)
      await addMovement(t.db, player, { currency: 'tierCredits', amount: 100, at: noon(day) });
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 100,
      at: new Date(noon(2).getTime() + 3600_000),
    });
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 100,
      at: minutesAgo(30),
      source: 'staff:7',
    });
    await addMovement(t.db, player, {
      currency: 'points',
      amount: 100,
      at: minutesAgo(30),
      source: 'promotion',
    });
    list = byId(await badges(headers));
    expect(list.get('first-visit')!.earnedAt).toBe(noon(10).toISOString());
    expect(list.get('ten-visits')).toMatchObject({ earnedAt: null, progress: { current: 9, target: 10 } });

    const tenth = minutesAgo(10);
    await addMovement(t.db, player, { currency: 'tierCredits', amount: 100, at: tenth });
    list = byId(await badges(headers));
    expect(list.get('ten-visits')!.progress).toEqual({ current: 10, target: 10 });
    expect(list.get('ten-visits')!.earnedAt).toBe(tenth.toISOString());
    expect(list.get('fifty-visits')!.progress).toEqual({ current: 10, target: 50 });
    expect(list.get('tier-2')!.progress).toEqual({ current: 1200, target: 5000 });

    const dinner = await offerId(t.db, brand, (await firstDiningOfferKey(brand))!);
    await addMovement(t.db, player, {
      currency: 'points',
      kind: 'redeem',
      amount: -500,
      at: minutesAgo(5),
      source: 'portal',
      offerId: dinner,
    });
    list = byId(await badges(headers));
    expect(list.get('first-bite')!.earnedAt).not.toBeNull();
    expect(list.get('foodie')!.progress).toEqual({ current: 1, target: 5 });
  });

  it('earns a tier badge exactly at the threshold, and keeps it in a later period', async () => {
    const brand = 'bally';
    const headers = await playerHeaders(t.app, brand);
    const player = await playerKey(t.db, brand, 'demo');
    await clearLedger(t.db, player);
    await addMovement(t.db, player, { currency: 'tierCredits', amount: 4999, at: minutesAgo(20) });
    expect(byId(await badges(headers)).get('tier-2')).toMatchObject({
      earnedAt: null,
      progress: { current: 4999, target: 5000 },
    });
    const reached = minutesAgo(10);
    await addMovement(t.db, player, { currency: 'tierCredits', amount: 1, at: reached });
    expect(byId(await badges(headers)).get('tier-2')).toMatchObject({
      earnedAt: reached.toISOString(),
      progress: { current: 5000, target: 5000 },
    });

    await clearLedger(t.db, player);
    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 1));
    await addMovement(t.db, player, { currency: 'tierCredits', amount: 3000, at: lastYear });
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 3000,
      at: new Date(lastYear.getTime() + DAY),
    });
    // 2500 at the end of the year before does not join last year's period; last year's 6000 does reach 5000.
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 2500,
      at: new Date(Date.UTC(new Date().getUTCFullYear() - 2, 11, 31, 12)),
    });
    expect(byId(await badges(headers)).get('tier-2')).toMatchObject({
      earnedAt: new Date(lastYear.getTime() + DAY).toISOString(),
      progress: { current: 5000, target: 5000 },
    });
    await clearLedger(t.db, player);
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 4000,
      at: new Date(Date.UTC(new Date().getUTCFullYear() - 1, 11, 31, 23)),
    });
    await addMovement(t.db, player, {
      currency: 'tierCredits',
      amount: 4000,
      at: new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1, 1)),
    });
    expect(byId(await badges(headers)).get('tier-2')!.earnedAt).toBeNull();
  });

  it('counts rated table sessions from the casino system, not slots, and says when the badge was earned', async () => {
    const brand = 'rwlv';
    const headers = await playerHeaders(t.app, brand);
    const player = await playerKey(t.db, brand, 'demo');
    await t.db.delete(ratedPlaySessions).where(eq(ratedPlaySessions.playerId, player.playerId));
    expect(byId(await badges(headers)).get('table-regular')).toMatchObject({
      earnedAt: null,
      progress: { current: 0, target: 25 },
    });
    const session = (gameType: 'blackjack' | 'slots', hoursAgo: number) => ({
      ...player,
      gameType,
      game: gameType === 'slots' ? 'Lucky Reels' : 'Blackjack $25',
      venue: 'Main floor',
      startedAt: new Date(Date.now() - (hoursAgo + 1) * 3600_000),
      endedAt: new Date(Date.now() - hoursAgo * 3600_000),
      played: 10_000,
      won: 8_000,
    });
    await t.db
      .insert(ratedPlaySessions)
      .values([
        ...Array.from({ length: 24 }, (_, i) => session('blackjack', 100 - i)),
        ...Array.from({ length: 5 }, (_, i) => session('slots', 10 + i)),
      ]);
    expect(byId(await badges(headers)).get('table-regular')).toMatchObject({
      earnedAt: null,
      progress: { current: 24, target: 25 },
    });
    const last = session('blackjack', 2);
    await t.db.insert(ratedPlaySessions).values(last);
    const earned = byId(await badges(headers)).get('table-regular')!;
    expect(earned.progress).toEqual({ current: 25, target: 25 });
    expect(earned.earnedAt).toBe(last.endedAt.toISOString());
  });

  it('filters, sorts and pages; a bad query is 400', async () => {
    const headers = await playerHeaders(t.app, 'naskila');
    const all = await badges(headers);
    const earned = await badges(headers, '?status=earned');
    const open = await badges(headers, '?status=inProgress');
    expect(earned.total + open.total).toBe(all.total);
    expect(earned.data.every((b) => b.earnedAt)).toBe(true);
    const page = await badges(headers, '?pageSize=2&pageNumber=2&sortBy=name');
    const names = [...all.data].map((b) => b.name).sort((a, b) => a.localeCompare(b));
    expect(page.data.map((b) => b.name)).toEqual(names.slice(2, 4));
    expect(page.total).toBe(all.total);
    const spanish = await badges({ ...headers, locale: 'es-MX' });
    expect(spanish.data.find((b) => b.id === 'first-visit')!.name).toBe('Primera visita');
    for (const query of [
      '?pageSize=0',
      '?status=gold',
      '?sortBy=colour',
      '?pageNumber=abc',
      '?isDescending=maybe',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/badges/${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('needs a token of the same tenant', async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    for (const headers of [{ host: brandHost('tp') }, { ...naskila, host: brandHost('tp') }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/badges/', headers })).statusCode).toBe(401);
    }
  });
});

async function firstDiningOfferKey(brand: string) {
  const { offerCatalogue } = await import('../../db/seed/offer-catalogue');
  return offerCatalogue(brand as 'coyote').find((o) => o.category === 'dining')?.key;
}

import { eq } from 'drizzle-orm';
import { announcementListSchema } from '@patron/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcements, tenants } from '../../db/schema/index';
import { addMovement, clearLedger, minutesAgo } from '../../test/loyalty-content-fixtures';
import { playerHeaders, playerKey } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

async function keysById(brand: string) {
  const rows = await t.db
    .select({ id: announcements.id, key: announcements.key })
    .from(announcements)
    .innerJoin(tenants, eq(tenants.id, announcements.tenantId))
    .where(eq(tenants.brand, brand));
  return new Map(rows.map((r) => [r.id, r.key]));
}

async function feed(brand: string, extra: Record<string, string> = {}) {
  const headers = { ...(await playerHeaders(t.app, brand)), ...extra };
  const res = await t.app.inject({ method: 'GET', url: '/api/announcements/', headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const list = announcementListSchema.parse(res.json());
  const keys = await keysById(brand);
  return { list, keys: list.map((a) => keys.get(a.id)) };
}

/** Puts the brand's demo player in `credits` tier credits this period. */
async function setCredits(brand: string, credits: number) {
  const player = await playerKey(t.db, brand, 'demo');
  await clearLedger(t.db, player);
  if (credits)
    await addMovement(t.db, player, { currency: 'tierCredits', amount: credits, at: minutesAgo(5) });
}

describe('GET /api/announcements/', () => {
  it("answers the tenant's live feed, newest first, never cached", async () => {
    const { list, keys } = await feed('naskila');
    expect(keys).not.toContain(undefined);
    expect(keys).toEqual(
      expect.arrayContaining(['naskila-fish-fry', 'naskila-double-points', 'naskila-buffet-hours']),
    );
    expect(keys).not.toContain('naskila-summer-drawing');
    expect(keys).not.toContain('naskila-holiday-market');
    const times = list.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const a of list) {
      expect(Date.parse(a.publishedAt)).toBeLessThanOrEqual(Date.now());
      if (a.expiresAt) expect(Date.parse(a.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it("shows a tier's announcement only to players of that tier", async () => {
    await setCredits('naskila', 0);
    expect((await feed('naskila')).keys).not.toContain('naskila-evergreen-dinner');
    await setCredits('naskila', 14_999);
    expect((await feed('naskila')).keys).not.toContain('naskila-evergreen-dinner');
    await setCredits('naskila', 15_000);
    expect((await feed('naskila')).keys).toContain('naskila-evergreen-dinner');
  });

  it('publishes and expires with the clock', async () => {
    const before = (await feed('tp')).keys;
    expect(before).not.toContain('tp-new-year');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * DAY });
    const later = (await feed('tp')).keys;
    expect(later).toContain('tp-new-year');
    expect(later).toContain('tp-tide-turns');
    vi.setSystemTime(Date.now() + 50 * DAY);
    const muchLater = (await feed('tp')).keys;
    expect(muchLater).not.toContain('tp-tide-turns');
    expect(muchLater).not.toContain('tp-new-year');
    expect(muchLater).toContain('tp-buffet-crab');
  });

  it('speaks the Locale header’s language', async () => {
    const es = (await feed('naskila', { locale: 'es-MX' })).list;
    const en = (await feed('naskila')).list;
    const zw = (await feed('naskila', { locale: 'en-ZW' })).list;
    expect(es.map((a) => a.title)).toContain('Martes de puntos dobles');
    expect(en.map((a) => a.title)).toContain('Double Points Tuesdays');
    expect(zw.map((a) => a.id)).toEqual(en.map((a) => a.id));
  });

  it("needs a token of the same tenant and never shows another tenant's news", async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    for (const headers of [{ host: brandHost('tp') }, { ...naskila, host: brandHost('tp') }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/announcements/', headers });
      expect(res.statusCode).toBe(401);
    }
    const tpIds = new Set((await keysById('tp')).keys());
    const { list } = await feed('naskila');
    expect(list.some((a) => tpIds.has(a.id))).toBe(false);
  });
});

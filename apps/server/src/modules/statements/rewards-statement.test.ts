import { describe, expect, it, vi } from 'vitest';
import { CURRENCIES, pointsLotsSchema, rewardsStatementSchema } from '@patron/contracts';
import { and, eq } from 'drizzle-orm';
import { ledgerMovements, metadata, tenants } from '../../db/schema/index';
import { pdfImageCount, pdfPages, pdfText } from '../../test/pdf-text';
import { pngLogo } from './statement-pdf.test-helpers';
import { playerHeaders, playerKey, pointsLedger } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/statements/rewards', () => {
  it('lists every movement with a running balance per currency that ends at the ledger sum', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const res = await get('/api/statements/rewards?isDescending=false', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data, total } = rewardsStatementSchema.parse(res.json());
    expect(total).toBe(data.length);
    expect(new Set(data.map((m) => m.currency))).toEqual(new Set(CURRENCIES));
    const running = new Map<string, number>();
    for (const m of data) {
      running.set(m.currency, (running.get(m.currency) ?? 0) + m.amount);
      expect(m.balanceAfter, `${m.id} ${m.label}`).toBe(running.get(m.currency));
    }
    const demo = await playerKey(t.db, 'rwlv', 'demo');
    expect(running.get('points')).toBe((await pointsLedger(t.db, demo.playerId)).sum);
    expect(data.map((m) => m.kind)).toEqual(expect.arrayContaining(['earn', 'redeem', 'adjust', 'expire']));
    expect(data.find((m) => m.source === 'staff:1042')).toMatchObject({
      kind: 'adjust',
      label: 'Service recovery',
    });
  });

  it('filters by currency and period and pages newest first, keeping the all-time running balance', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const all = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards?currency=points&pageSize=1000', headers)).json(),
    );
    expect(all.data.every((m) => m.currency === 'points')).toBe(true);
    expect(all.data[0]!.at >= all.data[1]!.at).toBe(true);

    const page2 = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards?currency=points&pageSize=3&pageNumber=2', headers)).json(),
    );
    expect(page2.total).toBe(all.total);
    expect(page2.data).toEqual(all.data.slice(3, 6));

    const mid = all.data[Math.floor(all.data.length / 2)]!;
    const day = mid.at.slice(0, 10);
    const oneDay = rewardsStatementSchema.parse(
      (await get(`/api/statements/rewards?currency=points&from=${day}&to=${day}`, headers)).json(),
    );
    expect(oneDay.data.length).toBeGreaterThan(0);
    expect(oneDay.data.every((m) => m.at.startsWith(day))).toBe(true);
    expect(oneDay.data.find((m) => m.id === mid.id)?.balanceAfter).toBe(mid.balanceAfter);

    const offset = encodeURIComponent(`${day}T00:00:00-08:00`);
    const local = rewardsStatementSchema.parse(
      (await get(`/api/statements/rewards?currency=points&from=${offset}&to=${offset}`, headers)).json(),
    );
    expect(local.total).toBe(0);
    const beyond = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards?pageNumber=999', headers)).json(),
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBeGreaterThan(all.total);
  });

  it('takes the widest periods a date can name, and pages 1000 movements when no pageSize is given', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const all = rewardsStatementSchema.parse((await get('/api/statements/rewards', headers)).json());
    expect(all.total).toBeGreaterThan(0);
    for (const query of ['from=0000-01-01&to=9999-12-31', 'to=9999-12-31T23:59:59.999-08:00']) {
      const res = await get(`/api/statements/rewards?${query}`, headers);
      expect(res.statusCode, query).toBe(200);
      expect(rewardsStatementSchema.parse(res.json()).total, query).toBe(all.total);
      const pdf = await get(`/api/statements/rewards.pdf?${query}`, headers);
      expect(pdf.statusCode, query).toBe(200);
    }
    // docs/design.md#api-conventions: a paged list's pageSize defaults to 1000 (coyote's demo, whom no other
    // test here reads).
    const coyote = await playerHeaders(t.app, 'coyote');
    const before = rewardsStatementSchema.parse((await get('/api/statements/rewards', coyote)).json());
    const player = await playerKey(t.db, 'coyote', 'demo');
    const at = new Date('2020-01-01T00:00:00Z');
    await t.db.insert(ledgerMovements).values(
      Array.from({ length: 60 }, (_, i) => ({
        tenantId: player.tenantId,
        playerId: player.playerId,
        currency: 'compDollars' as const,
        amount: 100,
        kind: 'earn' as const,
        reason: 'play',
        label: `Table games, day ${i + 1}`,
        source: 'floor:1',
        at: new Date(at.getTime() + i * 86_400_000),
      })),
    );
    const after = rewardsStatementSchema.parse((await get('/api/statements/rewards', coyote)).json());
    expect(after.total).toBe(before.total + 60);
    expect(after.data).toHaveLength(after.total);
  });

  it('finds movements by label or reason in any case, keeping their all-time running balances', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const all = rewardsStatementSchema.parse((await get('/api/statements/rewards', headers)).json());
    const word = 'Service recovery';
    const wanted = all.data.filter((m) => `${m.label} ${m.reason}`.toLowerCase().includes('recovery'));
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(all.total);
    const found = rewardsStatementSchema.parse(
      (await get(`/api/statements/rewards?searchText=${encodeURIComponent(' RECOVERY ')}`, headers)).json(),
    );
    expect(found).toEqual({ data: wanted, total: wanted.length });
    expect(found.data.map((m) => m.label)).toContain(word);
    // The user's wildcard characters are taken as they are.
    const literal = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards?searchText=%25', headers)).json(),
    );
    expect(literal.total).toBe(all.data.filter((m) => `${m.label}${m.reason}`.includes('%')).length);
  });

  it('sorts by amount, then by when, either way', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    for (const isDescending of [true, false]) {
      const res = await get(
        `/api/statements/rewards?currency=points&sortBy=amount&isDescending=${isDescending}`,
        headers,
      );
      const { data } = rewardsStatementSchema.parse(res.json());
      expect(data.length).toBeGreaterThan(2);
      const expected = [...data].sort(
        (a, b) => (a.amount - b.amount || a.at.localeCompare(b.at)) * (isDescending ? -1 : 1),
      );
      expect(data.map((m) => [m.amount, m.at])).toEqual(expected.map((m) => [m.amount, m.at]));
    }
  });

  it.each([
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
    ['currency=bitcoin', 'currency'],
    ['pageSize=0', 'pageSize'],
    ['pageNumber=-1', 'pageNumber'],
    ['isDescending=maybe', 'isDescending'],
    ['sortBy=label', 'sortBy'],
    [`searchText=${'x'.repeat(101)}`, 'searchText'],
  ])('answers 400 for %s', async (query, word) => {
    const headers = await playerHeaders(t.app, 'rwlv');
    for (const path of ['/api/statements/rewards', '/api/statements/rewards.pdf']) {
      const res = await get(`${path}?${query}`, headers);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().errors.join(' ')).toContain(word);
    }
  });

  it('answers 401 without a token or with a token of another tenant, and shows only the caller', async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    for (const url of [
      '/api/statements/rewards',
      '/api/statements/rewards/lots',
      '/api/statements/rewards.pdf',
    ]) {
      expect((await get(url, { host: 'tp.localhost' })).statusCode).toBe(401);
      expect((await get(url, { ...naskila, host: 'tp.localhost' })).statusCode).toBe(401);
    }
    const highroller = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards', await playerHeaders(t.app, 'naskila', 'highroller'))).json(),
    );
    const demo = rewardsStatementSchema.parse((await get('/api/statements/rewards', naskila)).json());
    const demoIds = new Set(demo.data.map((m) => m.id));
    expect(highroller.data.some((m) => demoIds.has(m.id))).toBe(false);
    const pending = rewardsStatementSchema.parse(
      (await get('/api/statements/rewards', await playerHeaders(t.app, 'naskila', 'pending'))).json(),
    );
    expect(pending).toEqual({ data: [], total: 0 });
  });
});

describe('GET /api/statements/rewards/lots', () => {
  it('lists the lots holding points, first to expire first, and they add up to the balance', async () => {
    const headers = await playerHeaders(t.app, 'southland');
    const res = await get('/api/statements/rewards/lots', headers);
    expect(res.statusCode).toBe(200);
    const lots = pointsLotsSchema.parse(res.json());
    expect(lots.total).toBe(lots.data.length);
    const expiring = lots.data.filter((l) => l.expiresAt).map((l) => l.expiresAt!);
    expect(expiring).toEqual([...expiring].sort());
    expect(lots.data.every((l) => l.remaining <= l.amount)).toBe(true);
    const balances = (await get('/api/rewards/ext/balances', headers)).json() as {
      data: { currency: string; balance: number }[];
    };
    const points = balances.data.find((b) => b.currency === 'points')!.balance;
    expect(lots.data.reduce((s, l) => s + l.remaining, 0)).toBe(points);
  });
});

describe('GET /api/statements/rewards.pdf', () => {
  it('is a PDF of the period whose text names the property, the player and the movements', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const res = await get('/api/statements/rewards.pdf?from=2000-01-01', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Riverwalk Lantern Resort');
    expect(text).toContain('Rewards statement');
    expect(text).toContain('Mei Tanaka');
    expect(text).toContain('Service recovery');
    expect(text).toContain('Jan 1, 2000');

    const evening = encodeURIComponent('2026-03-31T23:59:59.999-08:00');
    const local = await pdfText((await get(`/api/statements/rewards.pdf?to=${evening}`, headers)).rawPayload);
    expect(local).toContain('… – Mar 31, 2026');

    const spanish = await get('/api/statements/rewards.pdf?currency=points', { ...headers, locale: 'es-MX' });
    const texto = (await pdfText(spanish.rawPayload)).replace(/\s+/g, ' ');
    expect(texto).toContain('Estado de cuenta de recompensas');
    expect(texto).toContain('Puntos');
    expect(texto).toContain('Sistema del casino');
    expect(texto).toContain('DOMICILIO POSTAL Mei Tanaka');
  });
});

describe('GET /api/statements/rewards.pdf on paper', () => {
  it('heads the first page with the property, its address and the player’s mailing address, sources in words', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const pdf = (await get('/api/statements/rewards.pdf', headers)).rawPayload;
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('Riverwalk Lantern Resort 600 Lantern Bend Parkway Lantern Bend, NV 89101');
    expect(pages[0]).toContain('MAILING ADDRESS Mei Tanaka 148 Lakeview Drive Lantern Bend, NV 89101');
    expect(pages[0]).toContain('(Pacific Time, America/Los_Angeles)');
    const text = pages.join(' ');
    expect(text).toContain('Casino system');
    expect(text).toContain('Casino staff');
    expect(text).not.toMatch(/\bcms\b|staff:1042/);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('Date Type Currency Description Source Amount Balance');
      expect(page, `page ${i + 1}`).toContain(`Riverwalk Lantern Resort · Page ${i + 1} of ${pages.length}`);
    });
    // The seed's logos are SVG: the name is set in the brand's colours instead.
    expect(pdfImageCount(pdf)).toBe(0);
  });

  it('embeds the Branding logo when it is a PNG', async () => {
    const headers = await playerHeaders(t.app, 'tp');
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, 'tp'));
    const where = and(eq(metadata.tenantId, tenant!.id), eq(metadata.type, 'Branding'));
    const [row] = await t.db.select({ data: metadata.data }).from(metadata).where(where);
    const branding = structuredClone(row!.data) as { themes: { light: { settings: { logo: string } } } };
    const svg = branding.themes.light.settings.logo;
    branding.themes.light.settings.logo = `data:image/png;base64,${Buffer.from(pngLogo()).toString('base64')}`;
    await t.db.update(metadata).set({ data: branding }).where(where);
    try {
      const pdf = (await get('/api/statements/rewards.pdf', headers)).rawPayload;
      expect(pdfImageCount(pdf)).toBeGreaterThan(0);
    } finally {
      branding.themes.light.settings.logo = svg;
      await t.db.update(metadata).set({ data: branding }).where(where);
    }
  });
});

import { BRANDS, locationOwnersSchema, rewardDetailSchema, rewardListSchema } from '@patron/contracts';
import { describe, expect, it, vi } from 'vitest';
import { offerCatalogue } from '../../db/seed/offer-catalogue';
import { playerHeaders } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();

async function owners(brand: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/locations/locationOwners',
    headers: { host: brandHost(brand), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, owners: locationOwnersSchema.parse(res.json()) };
}

describe('GET /api/locations/locationOwners', () => {
  it("answers each tenant's places keyed by name, without a token, cacheable", async () => {
    const seen = new Set<string>();
    for (const brand of BRANDS) {
      const { res, owners: places } = await owners(brand);
      const kinds = new Set(Object.values(places).map((p) => p.kind));
      for (const kind of ['restaurant', 'hotel', 'spa', 'cage', 'giftShop'] as const)
        expect(kinds, `${brand} has a ${kind}`).toContain(kind);
      for (const [name, place] of Object.entries(places)) {
        expect(place.name).toBe(name);
        expect(place.phone).toMatch(/^\(\d{3}\) 555-\d{4}$/);
        expect(place.hours).not.toBe('');
        expect(seen.has(name), `${name} belongs to one tenant`).toBe(false);
        seen.add(name);
      }
      // Every place an offer names is a location owner of the same tenant.
      for (const offer of offerCatalogue(brand))
        for (const location of offer.locations) expect(Object.keys(places), offer.key).toContain(location);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
  });

  it('speaks the Locale header’s language', async () => {
    const en = (await owners('naskila')).owners['Cedar Table Buffet']!;
    const es = (await owners('naskila', { locale: 'es-MX' })).owners['Cedar Table Buffet']!;
    const zw = (await owners('naskila', { locale: 'en-ZW' })).owners['Cedar Table Buffet']!;
    expect(en.hours).toBe('Daily 11 AM – 9 PM');
    expect(es.hours).toBe('Todos los días, 11:00 a 21:00');
    expect(zw.hours).toBe('Daily 11:00–21:00');
    expect(es.description).toMatch(/sureña/);
  });

  it('refuses a token of another tenant (401)', async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    expect((await owners('naskila', { authorization: naskila.authorization })).owners).toBeDefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations/locationOwners',
      headers: { ...naskila, host: brandHost('tp') },
    });
    expect(res.statusCode).toBe(401);
  });

  it('names where a reward can be used, each a location owner', async () => {
    const headers = await playerHeaders(t.app, 'naskila');
    const places = (await owners('naskila')).owners;
    const list = rewardListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/rewards/', headers })).json(),
    );
    expect(list.data.length).toBeGreaterThan(0);
    for (const reward of list.data) {
      const res = await t.app.inject({ method: 'GET', url: `/api/rewards/${reward.rewardCode}`, headers });
      const detail = rewardDetailSchema.parse(res.json());
      expect(detail.locations.length).toBeGreaterThan(0);
      for (const name of detail.locations) expect(places[name]).toBeDefined();
    }
  });
});

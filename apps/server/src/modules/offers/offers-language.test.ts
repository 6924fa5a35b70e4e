import { beforeAll, describe, expect, it, vi } from 'vitest';
import { offerListSchema } from '@patron/contracts';
import { offerCatalogue } from '../../db/seed/offer-catalogue';
import { useTestApp } from '../../test/test-app';
import { playerHeaders } from '../../test/rewards-fixtures';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
let demo: Record<string, string>;

describe('offers in the request’s language', () => {
  beforeAll(async () => {
    demo = await playerHeaders(t.app, 'coyote');
  });
  const list = async (query: string, locale: string) =>
    offerListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/rewards/ext/offers?pageSize=100${query}`,
          headers: { ...demo, locale },
        })
      ).json(),
    );

  it('answers every seeded offer in Spanish for es-MX, and in English for en-US', async () => {
    const catalogue = offerCatalogue('coyote');
    const spanish = await list('', 'es-MX');
    const english = await list('', 'en-US');
    for (const seed of catalogue) {
      const es = seed.translations?.['es-MX'];
      expect(es, seed.key).toBeDefined();
      expect(spanish.data.map((o) => o.name)).toContain(es!.name);
      expect(english.data.map((o) => o.name)).toContain(seed.name);
    }
  });

  it('searches in the player’s language', async () => {
    const found = await list('&searchText=hamburguesa', 'es-MX');
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((o) => /hamburguesa/i.test(o.name))).toBe(true);
  });
});

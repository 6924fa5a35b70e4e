import fs from 'node:fs';
import path from 'node:path';
import { BRANDS, OFFER_CATEGORIES } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { brandProfile } from './brands';
import { offerCatalogue } from './offer-catalogue';
import { offerImages } from './offer-images';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');

describe.each(BRANDS)('offer catalogue of %s', (brand) => {
  const offers = offerCatalogue(brand);

  it('has at least 25 offers with unique keys across all five categories', () => {
    expect(offers.length).toBeGreaterThanOrEqual(25);
    expect(new Set(offers.map((o) => o.key)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => o.category))).toEqual(new Set(OFFER_CATEGORIES));
  });

  it('has sold-out, tier-restricted and per-player-limited offers', () => {
    expect(offers.some((o) => o.stock === 0)).toBe(true);
    expect(offers.some((o) => o.minTier >= 2 && o.minTier <= 4)).toBe(true);
    expect(offers.some((o) => o.perPlayerLimit !== null)).toBe(true);
  });

  it('prices in whole points within a realistic range and names a venue', () => {
    for (const o of offers) {
      expect(Number.isInteger(o.cost) && o.cost >= 300 && o.cost <= 50_000, o.key).toBe(true);
      expect(Number.isInteger(o.value) && o.value > 0, o.key).toBe(true);
      expect(o.locations.length, o.key).toBeGreaterThan(0);
      expect(o.name.length && o.description.length, o.key).toBeTruthy();
    }
  });

  it('points every image at a committed SVG in the brand colours', () => {
    const images = offerImages(brandProfile(brand));
    for (const o of offers) {
      expect(o.imageUrl).toBe(`/assets/offers/${brand}/${o.category}.svg`);
      const file = fs.readFileSync(path.join(webPublic, o.imageUrl ?? ''), 'utf8');
      expect(file, 'run npm run assets:offers -w apps/server').toBe(images[`${o.category}.svg`]);
    }
  });
});

describe('offer catalogues across brands', () => {
  it('are each brand’s own, not one list renamed', () => {
    const names = BRANDS.map((b) => new Set(offerCatalogue(b).map((o) => o.name)));
    for (let i = 0; i < names.length; i += 1)
      for (let j = i + 1; j < names.length; j += 1) {
        const a = names[i] ?? new Set<string>();
        const shared = [...a].filter((n) => names[j]?.has(n));
        // Plain free-play denominations may repeat; the rest must differ.
        expect(shared.length, `${BRANDS[i]} vs ${BRANDS[j]}: ${shared.join(', ')}`).toBeLessThanOrEqual(4);
      }
  });

  it('keeps keys unique across the whole deployment', () => {
    const keys = BRANDS.flatMap((b) => offerCatalogue(b).map((o) => o.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

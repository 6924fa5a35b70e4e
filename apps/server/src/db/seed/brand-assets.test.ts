import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { brandAssets } from './brand-assets';
import { brandProfile, BRAND_PROFILES } from './brands';

const publicBrands = path.resolve(import.meta.dirname, '../../../../web/public/assets/brands');

describe('brand assets', () => {
  it('commits up-to-date SVGs with a <title> for every brand', () => {
    for (const brand of BRANDS) {
      for (const [file, expected] of Object.entries(brandAssets(brandProfile(brand)))) {
        const actual = fs.readFileSync(path.join(publicBrands, brand, file), 'utf8');
        expect(actual, `${brand}/${file}: run npm run assets:brands -w apps/server`).toBe(expected);
        expect(actual).toMatch(/<title[^>]*>[^<]+<\/title>/);
      }
    }
  });

  it('gives each brand its own fictional name', () => {
    expect(new Set(BRAND_PROFILES.map((p) => p.name)).size).toBe(BRANDS.length);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  CLIENT_HASHES,
  CLIENT_HASH_BRAND_ORDER,
  brandForClientHash,
  clientHashForBrand,
} from './brands';

describe('client hash table', () => {
  it('lists the brands in the client-hash order', () => {
    expect(CLIENT_HASHES.map(([, b]) => b)).toEqual(CLIENT_HASH_BRAND_ORDER);
  });

  it('gives every brand one unique 12-hex hash', () => {
    const hashes = BRANDS.map(clientHashForBrand);
    expect(new Set(hashes).size).toBe(BRANDS.length);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{12}$/);
  });

  it('maps a hash back to its brand, case-insensitively, and an unknown hash to nothing', () => {
    expect(brandForClientHash(clientHashForBrand('naskila').toUpperCase())).toBe('naskila');
    expect(brandForClientHash('000000000000')).toBeUndefined();
  });
});

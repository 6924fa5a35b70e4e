/* Zod-free on purpose: the web's first load imports these without the schema library. */
export const BRANDS = [
  'tp',
  'elite',
  'coyote',
  'bally',
  'rwlv',
  'southland',
  'offercraft',
  'naskila',
  'little-creek',
] as const;
export type Brand = (typeof BRANDS)[number];

/** docs/product.md#metadata-and-brands: client hashes map, in this order, to these brands. */
export const CLIENT_HASH_BRAND_ORDER: readonly Brand[] = [
  'tp',
  'offercraft',
  'naskila',
  'little-creek',
  'coyote',
  'elite',
  'bally',
  'rwlv',
  'southland',
];

/** The 12-hex client hash of each brand, in the spec's order. Seeded as ClientAccount.account.hash. */
export const CLIENT_HASHES: readonly (readonly [hash: string, brand: Brand])[] = [
  ['3f9a1c27b4e0', 'tp'],
  ['8d21e6f04a9c', 'offercraft'],
  ['a47c0b93e15d', 'naskila'],
  ['5e8f2d71c06b', 'little-creek'],
  ['c1b49e8a2f37', 'coyote'],
  ['0d6e3a5f9b12', 'elite'],
  ['7b2f8c14d9e0', 'bally'],
  ['e93d57a0c8f4', 'rwlv'],
  ['264a0fbe71c5', 'southland'],
];

export function brandForClientHash(hash: string): Brand | undefined {
  return CLIENT_HASHES.find(([h]) => h === hash.toLowerCase())?.[1];
}

export function clientHashForBrand(brand: Brand): string {
  const row = CLIENT_HASHES.find(([, b]) => b === brand);
  if (!row) throw new Error(`no client hash for ${brand}`);
  return row[0];
}

export const LAYOUTS = ['condensed', 'lucid', 'mobile'] as const;
export type Layout = (typeof LAYOUTS)[number];

import type { Brand, OfferCategory } from '@patron/contracts';
import type { OfferSeed } from '../offer-catalogue';

export type OfferOptions = {
  /** Minimum tier number (1 = everyone). */
  tier?: number;
  stock?: number | null;
  limit?: number | null;
  /** Days a redeemed reward stays valid; null: no expiry. */
  days?: number | null;
  /** Worth in points when swapped back; defaults to the cost. */
  value?: number;
};

const DEFAULT_DAYS: Record<OfferCategory, number> = {
  dining: 30,
  hotel: 90,
  freePlay: 14,
  retail: 60,
  shows: 45,
};

/** Builds one brand's offers with its drawn image per category and sensible defaults. */
export function offerBuilder(brand: Brand) {
  return (
    category: OfferCategory,
    key: string,
    name: string,
    cost: number,
    locations: string | string[],
    description: string,
    options: OfferOptions = {},
  ): OfferSeed => ({
    key,
    name,
    description,
    category,
    cost,
    value: options.value ?? cost,
    minTier: options.tier ?? 1,
    validDays: options.days === undefined ? DEFAULT_DAYS[category] : options.days,
    stock: options.stock ?? null,
    perPlayerLimit: options.limit ?? null,
    imageUrl: `/assets/offers/${brand}/${category}.svg`,
    locations: typeof locations === 'string' ? [locations] : locations,
  });
}

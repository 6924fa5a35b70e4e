import type { Brand, OfferCategory } from '@patron/contracts';
import { ballyOffers } from './offers/bally';
import { coyoteOffers } from './offers/coyote';
import { eliteOffers } from './offers/elite';
import { littleCreekOffers } from './offers/little-creek';
import { naskilaOffers } from './offers/naskila';
import { offercraftOffers } from './offers/offercraft';
import { rwlvOffers } from './offers/rwlv';
import { southlandOffers } from './offers/southland';
import { tpOffers } from './offers/tp';

export type OfferSeed = {
  key: string;
  name: string;
  description: string;
  category: OfferCategory;
  cost: number;
  value: number;
  minTier: number;
  validDays: number | null;
  stock: number | null;
  perPlayerLimit: number | null;
  imageUrl: string | null;
  locations: string[];
};

const CATALOGUES: Record<Brand, () => OfferSeed[]> = {
  tp: tpOffers,
  elite: eliteOffers,
  coyote: coyoteOffers,
  bally: ballyOffers,
  rwlv: rwlvOffers,
  southland: southlandOffers,
  offercraft: offercraftOffers,
  naskila: naskilaOffers,
  'little-creek': littleCreekOffers,
};

/** Each brand's own catalogue of about 30 offers, in its own venues and voice. */
export function offerCatalogue(brand: Brand): OfferSeed[] {
  return CATALOGUES[brand]();
}

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
import { toEnZw } from './content/en-zw';
import { ballyOffersEs } from './offers/es/bally';
import { coyoteOffersEs } from './offers/es/coyote';
import { eliteOffersEs } from './offers/es/elite';
import { littleCreekOffersEs } from './offers/es/little-creek';
import { naskilaOffersEs } from './offers/es/naskila';
import type { OfferTranslation } from './offers/es/offer-translation';
import { offercraftOffersEs } from './offers/es/offercraft';
import { rwlvOffersEs } from './offers/es/rwlv';
import { southlandOffersEs } from './offers/es/southland';
import { tpOffersEs } from './offers/es/tp';

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
  /** Filled by offerCatalogue from the brand's translations. */
  translations?: Partial<Record<'es-MX' | 'en-ZW', OfferTranslation>>;
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

const SPANISH: Record<Brand, Record<string, OfferTranslation>> = {
  tp: tpOffersEs,
  elite: eliteOffersEs,
  coyote: coyoteOffersEs,
  bally: ballyOffersEs,
  rwlv: rwlvOffersEs,
  southland: southlandOffersEs,
  offercraft: offercraftOffersEs,
  naskila: naskilaOffersEs,
  'little-creek': littleCreekOffersEs,
};

/** Each brand's own catalogue of about 30 offers, in its own venues and voice, in all three languages. */
export function offerCatalogue(brand: Brand): OfferSeed[] {
  return CATALOGUES[brand]().map((offer) => {
    const spanish = SPANISH[brand][offer.key];
    return {
      ...offer,
      translations: {
        ...(spanish ? { 'es-MX': spanish } : {}),
        'en-ZW': { name: toEnZw(offer.name), description: toEnZw(offer.description) },
      },
    };
  });
}

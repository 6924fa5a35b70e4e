import type { Brand, OfferCategory } from '@patron/contracts';
import { brandProfile } from './brands';

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

/** A starter catalogue per brand: one tier-restricted offer, one sold out, one limited per player. */
export function offerCatalogue(brand: Brand): OfferSeed[] {
  const { name, city } = brandProfile(brand);
  const house = name.split(' ').slice(0, 2).join(' ');
  return [
    {
      key: 'steakhouse-dinner',
      name: `${house} Steakhouse dinner for two`,
      description: `Two three-course dinners at the ${house} Steakhouse, drinks not included.`,
      category: 'dining',
      cost: 6000,
      value: 6000,
      minTier: 1,
      validDays: 60,
      stock: null,
      perPlayerLimit: null,
      imageUrl: null,
      locations: [`${house} Steakhouse`],
    },
    {
      key: 'buffet-brunch',
      name: 'Weekend brunch buffet',
      description: 'One weekend brunch at the buffet, Saturday or Sunday, 9 am to 2 pm.',
      category: 'dining',
      cost: 1500,
      value: 1500,
      minTier: 1,
      validDays: 30,
      stock: null,
      perPlayerLimit: 4,
      imageUrl: null,
      locations: ['Harvest Buffet'],
    },
    {
      key: 'free-play-25',
      name: '$25 free play',
      description: 'Twenty-five dollars of free play loaded to your card at any kiosk.',
      category: 'freePlay',
      cost: 2500,
      value: 2500,
      minTier: 1,
      validDays: 14,
      stock: null,
      perPlayerLimit: null,
      imageUrl: null,
      locations: ['Casino floor'],
    },
    {
      key: 'hotel-night',
      name: 'One night in a tower king room',
      description: `A Sunday to Thursday night in the hotel tower, ${city}; subject to availability.`,
      category: 'hotel',
      cost: 12000,
      value: 12000,
      minTier: 2,
      validDays: 90,
      stock: 40,
      perPlayerLimit: 2,
      imageUrl: null,
      locations: [`${house} Hotel`],
    },
    {
      key: 'logo-hoodie',
      name: `${house} hoodie`,
      description: 'A soft fleece hoodie with the property logo, from the gift shop.',
      category: 'retail',
      cost: 3000,
      value: 3000,
      minTier: 1,
      validDays: 30,
      stock: 0,
      perPlayerLimit: null,
      imageUrl: null,
      locations: ['Gift shop'],
    },
    {
      key: 'headliner-tickets',
      name: 'Two tickets to the headliner show',
      description: 'Two reserved seats for this month’s headliner in the showroom.',
      category: 'shows',
      cost: 9000,
      value: 9000,
      minTier: 3,
      validDays: 45,
      stock: 25,
      perPlayerLimit: 1,
      imageUrl: null,
      locations: ['Showroom'],
    },
  ];
}

import type { CompType } from '../model';
import { usd } from '../money';
import { addDays, at } from '../time';
import type { SeedContext } from './context';

type Row = [id: string, name: string, category: string, points: number, value: number, minRanking: number];

const ROWS: { row: Row; location: string; description: string; validDays: number }[] = [
  {
    row: ['101', 'Brookside Buffet for two', 'Dining', 3000, 34.0, 1],
    location: 'Brookside Buffet',
    description: 'Salmon, prime rib and the dessert table by the window on the brook.',
    validDays: 30,
  },
  {
    row: ['102', 'Steelhead Coffee latte & scone', 'Dining', 500, 5.25, 1],
    location: 'Steelhead Coffee',
    description: 'A latte roasted up the road and a marionberry scone.',
    validDays: 14,
  },
  {
    row: ['103', 'Cedar Room steak dinner', 'Dining', 7500, 85.0, 2],
    location: 'Cedar Room',
    description: 'A dry-aged ribeye, a glass of Walla Walla red and the huckleberry tart.',
    validDays: 30,
  },
  {
    row: ['104', 'Cedar-plank salmon for two', 'Dining', 6000, 64.5, 2],
    location: 'Salmon Run Grill',
    description: 'Wild king salmon roasted on cedar, with smoked-hazelnut butter.',
    validDays: 30,
  },
  {
    row: ['105', '$10 free play', 'FreePlay', 1000, 10.0, 1],
    location: 'Lodge Cage',
    description: 'Ten dollars of free play, loaded to your card at any kiosk.',
    validDays: 7,
  },
  {
    row: ['106', '$25 free play', 'FreePlay', 2500, 25.0, 1],
    location: 'Lodge Cage',
    description: 'Twenty-five dollars to play anywhere in the lodge.',
    validDays: 14,
  },
  {
    row: ['107', '$100 free play', 'FreePlay', 9500, 100.0, 3],
    location: 'Lodge Cage',
    description: 'One hundred dollars of free play for Platinum members and up.',
    validDays: 14,
  },
  {
    row: ['108', 'Brook Lodge room night', 'Hotel', 8000, 129.0, 2],
    location: 'Brook Lodge',
    description: 'A room that looks out on the willows and the water, Sunday to Thursday.',
    validDays: 60,
  },
  {
    row: ['109', 'Fireplace king night', 'Hotel', 12000, 179.0, 3],
    location: 'Brook Lodge',
    description: 'A king room with a gas fireplace for the rainy nights.',
    validDays: 60,
  },
  {
    row: ['110', 'Willow Suite, two nights', 'Hotel', 40000, 640.0, 4],
    location: 'Brook Lodge',
    description: 'The top-floor suite with a soaking tub and a balcony over the brook.',
    validDays: 90,
  },
  {
    row: ['111', 'Mossy Stone Spa hot-stone massage', 'Spa', 9000, 110.0, 2],
    location: 'Mossy Stone Spa',
    description: 'Sixty minutes of hot-stone massage and a cedar foot soak.',
    validDays: 60,
  },
  {
    row: ['112', 'Cedar foot soak', 'Spa', 3500, 45.0, 1],
    location: 'Mossy Stone Spa',
    description: 'A warm cedar foot soak and a mug of nettle tea.',
    validDays: 60,
  },
  {
    row: ['113', 'Riverstone fall concert, two seats', 'Entertainment', 5000, 70.0, 1],
    location: 'Riverstone Event Center',
    description: 'Two seats for the fall concert series (the season has ended).',
    validDays: 30,
  },
  {
    row: ['114', 'Cedar Basket gift shop $20', 'Retail', 2000, 20.0, 1],
    location: 'Cedar Basket Gift Shop',
    description: 'Twenty dollars toward baskets, blankets and Willow Brook keepsakes.',
    validDays: 90,
  },
  {
    row: ['115', 'Dungeness crab feed for two', 'Dining', 7000, 79.95, 2],
    location: 'Salmon Run Grill',
    description: 'A whole Dungeness crab each, with drawn butter and bibs (sold out this season).',
    validDays: 30,
  },
];

export const ENDED_COMP_TYPE_ID = '113';
export const UNAVAILABLE_COMP_TYPE_ID = '115';

export function buildCatalogue(ctx: SeedContext): CompType[] {
  return ROWS.map(({ row: [compTypeId, name, category, pointCost, value, minRanking], ...rest }) => {
    const ended = compTypeId === ENDED_COMP_TYPE_ID;
    return {
      compTypeId,
      name,
      category,
      pointCost,
      value: usd(value),
      minRanking,
      validFrom: at(addDays(ctx.today, ended ? -120 : -90)),
      validTo: at(addDays(ctx.today, ended ? -1 : 275), '23:59:59'),
      available: compTypeId !== UNAVAILABLE_COMP_TYPE_ID,
      ...rest,
    };
  });
}

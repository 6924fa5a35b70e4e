import {
  worksReportGuideSchema,
  type Brand,
  type EarnRule,
  type RedeemKind,
  type WorksReportGuide,
} from '@patron/contracts';
import type { BrandProfile } from './brands';

type ClubSeed = {
  programName: string;
  /** Dollars of coin-in per point on slots; the other rates follow the property's style. */
  slotDollars: number;
  tableDollars: number;
  diningPointsPerDollar: number;
  resort: boolean;
  minimumRedemption: number;
};

/** Each property's club in its own voice (fictional properties, see brands.ts). */
const CLUBS: Record<Brand, ClubSeed> = {
  tp: {
    programName: 'Tide Club',
    slotDollars: 5,
    tableDollars: 10,
    diningPointsPerDollar: 1,
    resort: true,
    minimumRedemption: 500,
  },
  elite: {
    programName: 'Meridian Circle',
    slotDollars: 3,
    tableDollars: 6,
    diningPointsPerDollar: 2,
    resort: true,
    minimumRedemption: 1_000,
  },
  coyote: {
    programName: 'Pack Rewards',
    slotDollars: 5,
    tableDollars: 10,
    diningPointsPerDollar: 1,
    resort: false,
    minimumRedemption: 250,
  },
  bally: {
    programName: 'Anchor Club',
    slotDollars: 4,
    tableDollars: 8,
    diningPointsPerDollar: 1,
    resort: true,
    minimumRedemption: 500,
  },
  rwlv: {
    programName: 'Lantern Rewards',
    slotDollars: 4,
    tableDollars: 8,
    diningPointsPerDollar: 2,
    resort: true,
    minimumRedemption: 500,
  },
  southland: {
    programName: 'Open Range Club',
    slotDollars: 5,
    tableDollars: 10,
    diningPointsPerDollar: 1,
    resort: false,
    minimumRedemption: 250,
  },
  offercraft: {
    programName: 'Copperleaf Craft Club',
    slotDollars: 5,
    tableDollars: 10,
    diningPointsPerDollar: 1,
    resort: false,
    minimumRedemption: 500,
  },
  naskila: {
    programName: 'Pines Club',
    slotDollars: 5,
    tableDollars: 10,
    diningPointsPerDollar: 1,
    resort: true,
    minimumRedemption: 500,
  },
  'little-creek': {
    programName: 'Brookside Club',
    slotDollars: 5,
    tableDollars: 12,
    diningPointsPerDollar: 1,
    resort: true,
    minimumRedemption: 250,
  },
};

/** WorksReport's "Earn & Redeem" keys for one property; validated so a bad seed fails at start. */
export function worksReportGuide(profile: BrandProfile): WorksReportGuide {
  const club = CLUBS[profile.brand];
  const earning: EarnRule[] = [
    { activity: 'slots', points: 1, perDollars: club.slotDollars, tierCreditsPerPoint: 1 },
    { activity: 'videoPoker', points: 1, perDollars: club.slotDollars * 2, tierCreditsPerPoint: 1 },
    { activity: 'tableGames', points: 1, perDollars: club.tableDollars, tierCreditsPerPoint: 1 },
    { activity: 'dining', points: club.diningPointsPerDollar, perDollars: 1, tierCreditsPerPoint: 0 },
    { activity: 'retail', points: 1, perDollars: 2, tierCreditsPerPoint: 0 },
  ];
  const redeeming: RedeemKind[] = ['freePlay', 'dining', 'retail', 'entertainment'];
  if (club.resort) {
    earning.push(
      { activity: 'hotel', points: 1, perDollars: 1, tierCreditsPerPoint: 0.5 },
      { activity: 'spa', points: 1, perDollars: 1, tierCreditsPerPoint: 0 },
    );
    redeeming.splice(2, 0, 'hotel', 'spa');
  }
  return worksReportGuideSchema.parse({
    programName: club.programName,
    earning,
    redeeming,
    minimumRedemption: club.minimumRedemption,
  });
}

/**
 * PlayerPortalSettings' external pages of the menu (docs/product.md#screens-and-routes; fictional
 * properties: `.example` hosts).
 */
export function externalPages(profile: BrandProfile): {
  digitalConciergeUrl: string;
  hotelBookingUrl?: string;
} {
  const host = `${profile.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
  return {
    digitalConciergeUrl: `https://concierge.${host}/`,
    ...(CLUBS[profile.brand].resort ? { hotelBookingUrl: `https://book.${host}/rooms` } : {}),
  };
}

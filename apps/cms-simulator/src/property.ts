/** The one property the simulator plays: little-creek's Willow Brook Casino Lodge. */
export const PROPERTY = {
  siteId: '1',
  siteDescription: 'Willow Brook Casino Lodge',
  city: 'Willow Brook',
  state: 'WA',
  zip: '98584',
  country: '840',
  areaCode: '360',
  timeZone: 'America/Los_Angeles',
  gamingDayStartHour: 6,
  pointToDollarRate: '0.01',
} as const;

export const RANKING_NAMES: Record<number, string> = { 1: 'Club', 2: 'Gold', 3: 'Platinum', 4: 'Diamond' };

import type { Announcement, Badge, LocationOwners, Tier, WorksReportGuide } from '@patron/contracts';

const period = {
  qualificationMonths: 12,
  periodStartsAt: '2026-01-01T00:00:00.000Z',
  periodEndsAt: '2026-12-31T23:59:59.000Z',
};

/** A ladder that agrees with `testTier` (Gold, 3,800 credits, 1,200 to Platinum at 5,000). */
export const testLadder: Tier[] = [
  {
    number: 1,
    name: 'Silver',
    creditsRequired: 0,
    benefits: ['Birthday offer'],
    colour: '#8a8f98',
    ...period,
  },
  {
    number: 2,
    name: 'Gold',
    creditsRequired: 2_000,
    benefits: ['10% off at the buffet', 'Priority line'],
    colour: '#b8860b',
    ...period,
  },
  {
    number: 3,
    name: 'Platinum',
    creditsRequired: 5_000,
    benefits: ['Complimentary valet'],
    colour: '#4f7cac',
    ...period,
  },
  { number: 4, name: 'Diamond', creditsRequired: 15_000, benefits: [], colour: '#2e2e38', ...period },
];

export function testBadge(overrides: Partial<Badge> = {}): Badge {
  return {
    id: 'first-visit',
    name: 'First visit',
    description: 'Play on your first visit',
    imageUrl: '/assets/badges/first-visit.svg',
    earnedAt: '2026-03-14T18:00:00.000Z',
    progress: { current: 1, target: 1 },
    ...overrides,
  };
}

export function testAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Friday night fireworks',
    body: 'Fireworks over the river at 9 pm.\n\nBring the family.',
    imageUrl: null,
    link: null,
    category: 'event',
    publishedAt: '2026-11-20T12:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

export const testLocationOwners: LocationOwners = {
  'Pine Steakhouse': {
    name: 'Pine Steakhouse',
    kind: 'restaurant',
    description: 'Prime cuts by the fire',
    hours: 'Daily 5 pm – 11 pm',
    phone: '(936) 555-0142',
    imageUrl: null,
  },
};

export const testGuide: WorksReportGuide = {
  programName: 'Pines Club',
  earning: [
    { activity: 'slots', points: 1, perDollars: 5, tierCreditsPerPoint: 1 },
    { activity: 'dining', points: 2, perDollars: 1, tierCreditsPerPoint: 0 },
  ],
  redeeming: ['freePlay', 'hotel'],
  minimumRedemption: 500,
};

import type { Announcement, KioskLobby, Tier } from '@patron/contracts';

const period = {
  qualificationMonths: 12,
  periodStartsAt: '2026-01-01T00:00:00.000Z',
  periodEndsAt: '2026-12-31T23:59:59.000Z',
};

export function testTierRung(
  number: number,
  name: string,
  creditsRequired: number,
  benefits: string[],
): Tier {
  return { number, name, creditsRequired, benefits, colour: '#336699', ...period };
}

export function testAnnouncement(
  id: string,
  title: string,
  overrides: Partial<Announcement> = {},
): Announcement {
  return {
    id,
    title,
    body: `${title}: all week at the property.`,
    imageUrl: null,
    link: null,
    category: 'event',
    publishedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-31T23:00:00.000Z',
    ...overrides,
  };
}

/** What `GET /api/kiosk/lobby` answers for a tenant with news, medallions and a three-step ladder. */
export function testLobby(overrides: Partial<KioskLobby> = {}): KioskLobby {
  return {
    brand: 'naskila',
    announcements: [
      testAnnouncement('a1', 'Friday Night Fiesta'),
      testAnnouncement('a2', 'Double points Tuesday', { category: 'promotion' }),
    ],
    medallions: {
      enabled: true,
      rotateSeconds: 8,
      slides: [
        { title: 'Welcome to Naskila Casino', imageUri: '/assets/brands/naskila/banner.svg' },
        { title: 'Play your way', imageUri: '/assets/brands/naskila/logo.svg' },
      ],
      badges: [
        { id: 'first-visit', name: 'First Visit', description: 'Play once', imageUrl: '/b/first.svg' },
        { id: 'dining', name: 'Fine Diner', description: 'Dine with us', imageUrl: '/b/dining.svg' },
      ],
    },
    milestones: {
      enabled: true,
      milestones: [
        { points: 5000, label: 'Silver Feather', tierNumber: 2 },
        { points: 0, label: 'Member', tierNumber: 1 },
      ],
      tiers: [
        testTierRung(1, 'Member', 0, ['Earn points on play']),
        testTierRung(2, 'Silver Feather', 5000, ['Free parking', 'Priority line', 'Birthday gift']),
      ],
    },
    ...overrides,
  };
}

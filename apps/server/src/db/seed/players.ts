import type { Brand } from '@patron/contracts';
import type { BrandProfile } from './brands';

export type SeedSecrets = { playerPassword: string; managerPassword: string; pin: string };
export const DEMO_SECRETS = {
  playerPassword: 'Player#2026',
  managerPassword: 'Manager#2026',
  pin: '2468',
} as const;
export const DEMO_CARD_NUMBER = '7000000001';
export const DEMO_CLUB_CARD_NUMBER = '7000000004';

/**
 * The demo players as little-creek's casino system knows them (docs/casino-system.md#seeded-players): the
 * bundled simulator seeds the same people under these ids. The other brands keep their own ledger, and
 * their ids only stand for a host system's.
 */
export const CMS_PLAYER_IDS: Partial<
  Record<Brand, Record<'demo' | 'pending' | 'club' | 'highroller', string>>
> = {
  'little-creek': { demo: '0004417023', pending: '0004417031', club: '0004417056', highroller: '0004417049' },
};

/** Patron ids differ per tenant: 70{brand index}000{n}, e.g. naskila's demo player is 7080001. */
export function patronIdFor(brandIndex: number, n: number): string {
  return String(7_000_000 + (brandIndex + 1) * 10_000 + n);
}

export function buildPlayers(profile: BrandProfile, brandIndex: number, hashes: SeedSecrets) {
  const domain = `${profile.brand}.example.com`;
  const cmsIds = CMS_PLAYER_IDS[profile.brand];
  const address = {
    city: profile.city,
    addressLine1: `${120 + brandIndex * 7} Lakeview Drive`,
    addressLine2: null,
    zipCode: profile.zipCode,
    stateId: profile.stateId,
    countryId: 'US',
  };
  return [
    {
      patronId: patronIdFor(brandIndex, 1),
      username: 'demo',
      passwordHash: hashes.playerPassword,
      cardNumber: DEMO_CARD_NUMBER,
      pinHash: hashes.pin,
      email: `demo@${domain}`,
      phone: `+1${profile.areaCode}555010${brandIndex}`,
      firstName: profile.demoPlayer.firstName,
      lastName: profile.demoPlayer.lastName,
      isVerified: true,
      externalId: cmsIds?.demo ?? `EXT-${profile.brand.toUpperCase()}-0001`,
      ...address,
      role: 'player' as const,
    },
    {
      patronId: patronIdFor(brandIndex, 2),
      username: 'pending',
      passwordHash: hashes.playerPassword,
      cardNumber: '7000000002',
      pinHash: hashes.pin,
      email: `pending@${domain}`,
      phone: `+1${profile.areaCode}555020${brandIndex}`,
      firstName: 'Pat',
      lastName: 'Newcomer',
      isVerified: false,
      externalId: cmsIds?.pending ?? null,
      ...address,
      role: 'player' as const,
    },
    {
      // A club member the casino system knows (card + PIN) with no online account yet: the host
      // system's GET /api/profile/check says false and POST /api/profile/autoSignUp gives one.
      patronId: patronIdFor(brandIndex, 4),
      username: `club-${patronIdFor(brandIndex, 4)}`,
      passwordHash: null,
      cardNumber: DEMO_CLUB_CARD_NUMBER,
      pinHash: hashes.pin,
      email: `club@${domain}`,
      phone: null,
      firstName: 'Jordan',
      lastName: 'Whitfield',
      isVerified: false,
      externalId: cmsIds?.club ?? `EXT-${profile.brand.toUpperCase()}-0004`,
      ...address,
      role: 'player' as const,
    },
    {
      patronId: patronIdFor(brandIndex, 3),
      username: 'manager',
      passwordHash: hashes.managerPassword,
      cardNumber: null,
      pinHash: null,
      email: `manager@${domain}`,
      phone: null,
      firstName: 'Morgan',
      lastName: 'Floor',
      isVerified: true,
      externalId: null,
      ...address,
      role: 'manager' as const,
    },
  ];
}

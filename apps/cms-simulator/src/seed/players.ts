import type { CompType, Player } from '../model';
import { usd } from '../money';
import { addDays, at } from '../time';
import type { SeedContext } from './context';
import { SEEDED_PLAYERS } from './facts';
import { entry, pointsWorth } from './history';
import { buildPlayer, type PlayerSpec } from './player-builder';

/** The demo's comp with a cage code that starts with zeros. */
export const DEMO_LEADING_ZERO_COMP_CODE = '0007730042';

const daysAgo = (ctx: SeedContext, days: number, time: string) => at(addDays(ctx.today, -days), time);

const demo: PlayerSpec = {
  facts: SEEDED_PLAYERS.demo,
  middleName: 'James',
  homePhone: '+13605550177',
  address: ['1418 Willow Creek Rd', 'Apt 3B'],
  enrolledDaysAgo: 1400,
  // Ranking 2 of little-creek's ladder (5,000 to 15,000 tier credits), 3,800 short of the next.
  tierPoints: 11_200,
  compBalance: usd(148.75),
  secondCompBalance: usd(12.3456),
  lots: [
    { amount: 1_200, inDays: 1 },
    { amount: 800, inDays: 3 },
    { amount: 2_500, inDays: 41 },
  ],
  credit: { limit: 5_000, available: 3_500, outstanding: 1_500 },
  play: {
    days: 730,
    sessionChance: 0.3,
    slotWager: [150, 2_500],
    tableBet: [10, 50],
    tableShare: 0.3,
    videoPokerShare: 0.2,
  },
  unknownGameDaysAgo: 45,
  otherCards: [{ cardId: '60119900000004417015', status: 'Lost', issuedDaysAgo: 1400 }],
  comps: () => [
    { typeId: '106', issuedDaysAgo: 10, expiresInDays: 1, code: DEMO_LEADING_ZERO_COMP_CODE },
    { typeId: '101', issuedDaysAgo: 20, expiresInDays: 2 },
    { typeId: '103', issuedDaysAgo: 12, expiresInDays: 18 },
    { typeId: '108', issuedDaysAgo: 30, expiresInDays: 30 },
    { typeId: '105', issuedDaysAgo: 3, expiresInDays: 6 },
    { typeId: '111', issuedDaysAgo: 15, expiresInDays: 45 },
    { typeId: '102', issuedDaysAgo: 2, expiresInDays: 12 },
    { typeId: '114', issuedDaysAgo: 40, expiresInDays: 50 },
    { typeId: '104', issuedDaysAgo: 60, expiresInDays: -30, status: 'Used' },
    { typeId: '106', issuedDaysAgo: 100, expiresInDays: -86, status: 'Used' },
    { typeId: '108', issuedDaysAgo: 75, expiresInDays: -15, status: 'Voided' },
    { typeId: '101', issuedDaysAgo: 140, expiresInDays: -110, status: 'Expired' },
    { typeId: '105', issuedDaysAgo: 200, expiresInDays: -193, status: 'Expired' },
  ],
  extraHistory: (ctx) => [
    entry(
      'Adjust',
      daysAgo(ctx, 200, '16:42:10'),
      500,
      pointsWorth(500),
      'Goodwill credit, slot tilt',
      'Main Floor Slots',
    ),
    entry(
      'Adjust',
      daysAgo(ctx, 150, '09:05:00'),
      0,
      usd(-335.7858),
      'Comp dollar correction, host audit',
      'Players Club',
    ),
    entry(
      'Expire',
      daysAgo(ctx, 90, '06:00:00'),
      -1_150,
      pointsWorth(-1_150),
      'Points expired',
      'Players Club',
    ),
    entry(
      'Adjust',
      daysAgo(ctx, 30, '10:00:00'),
      1_000,
      pointsWorth(1_000),
      'Birthday month bonus',
      'Players Club',
    ),
  ],
};

const pending: PlayerSpec = {
  facts: SEEDED_PLAYERS.pending,
  address: ['77 Alder Loop', ''],
  enrolledDaysAgo: 2,
  tierPoints: 0,
  compBalance: 0,
  secondCompBalance: 0,
  comps: () => [],
  extraHistory: (ctx) => [
    entry('Adjust', daysAgo(ctx, 2, '14:25:00'), 350, pointsWorth(350), 'New member bonus', 'Players Club'),
  ],
};

const AVAILABLE_TYPES = [
  '101',
  '102',
  '103',
  '104',
  '105',
  '106',
  '107',
  '108',
  '109',
  '110',
  '111',
  '112',
  '114',
];

const highRoller: PlayerSpec = {
  facts: SEEDED_PLAYERS.highRoller,
  middleName: 'Rose',
  homePhone: '+13605550190',
  address: ['9 Heron Point', ''],
  enrolledDaysAgo: 3_100,
  tierPoints: 310_000,
  compBalance: usd(4_210.5),
  secondCompBalance: usd(1_500),
  lots: [{ amount: 40_000, inDays: 2 }],
  credit: { limit: 50_000, available: 42_500, outstanding: 7_500 },
  play: {
    days: 730,
    sessionChance: 0.55,
    slotWager: [2_000, 25_000],
    tableBet: [100, 1_000],
    tableShare: 0.6,
    videoPokerShare: 0.1,
  },
  hostComps: true,
  comps: () =>
    Array.from({ length: 1_000 }, (_, i) => ({
      typeId: AVAILABLE_TYPES[i % AVAILABLE_TYPES.length] as string,
      issuedDaysAgo: i % 90,
      expiresInDays: 4 + (i % 150),
    })),
};

const clubMember: PlayerSpec = {
  facts: SEEDED_PLAYERS.clubMember,
  address: ['230 Steelhead Ave', ''],
  enrolledDaysAgo: 420,
  tierPoints: 2_100,
  compBalance: usd(12.5),
  secondCompBalance: usd(5),
  play: {
    days: 365,
    sessionChance: 0.12,
    slotWager: [40, 400],
    tableBet: [5, 15],
    tableShare: 0.1,
    videoPokerShare: 0.3,
  },
  comps: () => [
    { typeId: '102', issuedDaysAgo: 6, expiresInDays: 8 },
    { typeId: '105', issuedDaysAgo: 4, expiresInDays: 3 },
    { typeId: '101', issuedDaysAgo: 50, expiresInDays: -20, status: 'Used' },
  ],
};

const noComp: PlayerSpec = {
  facts: SEEDED_PLAYERS.noComp,
  address: ['5120 Cedar Flats Rd', ''],
  enrolledDaysAgo: 2_200,
  tierPoints: 9_800,
  compBalance: usd(60),
  secondCompBalance: usd(10),
  play: {
    days: 365,
    sessionChance: 0.2,
    slotWager: [100, 900],
    tableBet: [10, 25],
    tableShare: 0.4,
    videoPokerShare: 0.1,
  },
  stopCodes: [
    { code: 'NOCOMP', description: 'No comps: host review', priority: 2, active: true, daysAgo: 30 },
    { code: 'CHKCASH', description: 'Check cashing hold', priority: 5, active: true, daysAgo: 400 },
  ],
  comps: () => [{ typeId: '106', issuedDaysAgo: 40, expiresInDays: 10 }],
};

const selfExcluded: PlayerSpec = {
  facts: SEEDED_PLAYERS.selfExcluded,
  address: ['18 Osprey Ct', ''],
  enrolledDaysAgo: 1_800,
  tierPoints: 0,
  compBalance: 0,
  secondCompBalance: 0,
  stopCodes: [
    {
      code: 'SELFEXCL',
      description: 'Self-excluded, five-year program',
      priority: 1,
      active: true,
      daysAgo: 200,
    },
    { code: 'NOMAIL', description: 'No marketing', priority: 3, active: true, daysAgo: 200 },
  ],
  comps: () => [],
};

export function buildPlayers(ctx: SeedContext, catalogue: CompType[]): Player[] {
  return [demo, pending, highRoller, clubMember, noComp, selfExcluded].map((spec) =>
    buildPlayer(ctx, catalogue, spec),
  );
}

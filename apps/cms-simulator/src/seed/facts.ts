/** What a test or the portal's seed needs to know about a seeded player, without reading XML. */
export interface SeededPlayerFacts {
  playerId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  email: string;
  mobilePhone: string;
  cardId: string;
  pin: string;
  ranking: number;
  pointBalance: number;
  creditAccount: boolean;
  discreetPlayer: boolean;
  activeStopCode?: 'NOCOMP' | 'SELFEXCL';
}

const cardOf = (playerId: string) => `6011990000${playerId}`;

export const SEEDED_PLAYERS = {
  demo: {
    playerId: '0004417023',
    firstName: 'Nathan',
    lastName: 'Krise',
    dateOfBirth: '1985-06-15',
    email: 'demo@little-creek.example.com',
    mobilePhone: '+13605550108',
    cardId: cardOf('0004417023'),
    pin: '1985',
    ranking: 2,
    pointBalance: 26_140,
    creditAccount: true,
    discreetPlayer: false,
  },
  pending: {
    playerId: '0004417031',
    firstName: 'Pat',
    lastName: 'Newcomer',
    dateOfBirth: '1996-09-02',
    email: 'pending@little-creek.example.com',
    mobilePhone: '+13605550131',
    cardId: cardOf('0004417031'),
    pin: '4031',
    ranking: 1,
    pointBalance: 350,
    creditAccount: false,
    discreetPlayer: false,
  },
  highRoller: {
    playerId: '0004417049',
    firstName: 'Margaret',
    lastName: 'Ashdown',
    dateOfBirth: '1979-03-21',
    email: 'highroller@little-creek.example.com',
    mobilePhone: '+13605550149',
    cardId: cardOf('0004417049'),
    pin: '7949',
    ranking: 4,
    pointBalance: 500_000,
    creditAccount: true,
    discreetPlayer: true,
  },
  clubMember: {
    playerId: '0004417056',
    firstName: 'Jordan',
    lastName: 'Whitfield',
    dateOfBirth: '1990-11-08',
    email: 'club@little-creek.example.com',
    mobilePhone: '+13605550156',
    cardId: cardOf('0004417056'),
    pin: '5056',
    ranking: 1,
    pointBalance: 4_820,
    creditAccount: false,
    discreetPlayer: false,
  },
  noComp: {
    playerId: '0004417064',
    firstName: 'Dale',
    lastName: 'Harmon',
    dateOfBirth: '1968-01-30',
    email: 'nocomp@little-creek.example.com',
    mobilePhone: '+13605550164',
    cardId: cardOf('0004417064'),
    pin: '6064',
    ranking: 2,
    pointBalance: 14_300,
    creditAccount: false,
    discreetPlayer: false,
    activeStopCode: 'NOCOMP',
  },
  selfExcluded: {
    playerId: '0004417072',
    firstName: 'Robin',
    lastName: 'Tillman',
    dateOfBirth: '1974-07-19',
    email: 'selfexcluded@little-creek.example.com',
    mobilePhone: '+13605550172',
    cardId: cardOf('0004417072'),
    pin: '7072',
    ranking: 1,
    pointBalance: 3_900,
    creditAccount: false,
    discreetPlayer: false,
    activeStopCode: 'SELFEXCL',
  },
} as const satisfies Record<string, SeededPlayerFacts>;

export type SeededPlayerName = keyof typeof SEEDED_PLAYERS;

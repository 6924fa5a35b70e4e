import type { StatementTexts } from './statement-texts';

export const EN_US: StatementTexts = {
  rewardsTitle: 'Rewards statement',
  winLossTitle: (year) => `Win/loss statement ${year}`,
  player: 'Player',
  patronId: 'Player ID',
  mailingAddress: 'Mailing address',
  period: 'Period',
  allActivity: 'All activity',
  generated: 'Generated',
  timesIn: (zone) => `Dates and times are in the property's time zone (${zone}).`,
  footer: (property, page, count) => `${property} · Page ${page} of ${count}`,
  columns: {
    date: 'Date',
    kind: 'Type',
    currency: 'Currency',
    description: 'Description',
    source: 'Source',
    amount: 'Amount',
    balance: 'Balance',
  },
  currencies: {
    points: 'Points',
    tierCredits: 'Tier credits',
    compDollars: 'Comp dollars',
    freePlay: 'Free play',
  },
  kinds: {
    earn: 'Earned',
    redeem: 'Redeemed',
    swap: 'Exchanged',
    adjust: 'Adjustment',
    expire: 'Expired',
  },
  sources: {
    cms: 'Casino system',
    portal: 'Portal',
    system: 'Automatic',
    promotion: 'Promotion',
    staff: 'Casino staff',
    other: 'Other',
  },
  noMovements: 'No movements in this period.',
  truncated: (n) => `Only the first ${n} movements are listed; choose a shorter period for the rest.`,
  estimate: 'ESTIMATE',
  gamingPeriod: 'Gaming period',
  gamingDays: (first, last) => `${first} – ${last} (gaming days)`,
  timeZone: 'Time zone',
  summary: 'Summary of rated play',
  played: 'Total wagered (coin-in)',
  won: 'Total won',
  net: 'Net win/loss',
  netMeaning: 'Net win/loss is total won minus total wagered; a negative amount is a net loss.',
  sessions: 'Rated sessions',
  byGameType: 'By game type',
  gameType: 'Game type',
  category: 'Category',
  categories: { slots: 'Slots', tables: 'Table games' },
  gameTypes: {
    slots: 'Slots',
    videoPoker: 'Video poker',
    blackjack: 'Blackjack',
    craps: 'Craps',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
  },
  noPlay: 'No rated play this year.',
  notice:
    'This statement is provided for your information. It is based on rated play recorded by the casino ' +
    'system and may not reflect all gaming activity. Consult a tax professional.',
  propertyNotice: 'From the property',
  defaultDisclaimer:
    'Win/loss figures are estimates based on rated play and are not a substitute for your own records.',
};

/** Zimbabwean English: the words its post and its tax practice use. */
export const EN_ZW: StatementTexts = {
  ...EN_US,
  mailingAddress: 'Postal address',
  noMovements: 'No transactions in this period.',
  truncated: (n) => `Only the first ${n} transactions are listed; choose a shorter period for the rest.`,
  notice:
    'This statement is provided for your information. It is based on rated play recorded by the casino ' +
    'system and may not reflect all gaming activity. Please consult a registered tax practitioner.',
};

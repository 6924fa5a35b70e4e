import type { Brand, GameType } from '@patron/contracts';

/** Each property's gaming floor as its rated play names it: rooms and games in the brand's voice. */
export type Floor = {
  slotRooms: [string, string];
  tableRooms: [string, string];
  slots: [string, string, string];
  videoPoker: string;
  tables: Partial<Record<Exclude<GameType, 'slots' | 'videoPoker'>, string>>;
};

export const FLOORS: Record<Brand, Floor> = {
  tp: {
    slotRooms: ['Harbor Lights slot floor', 'Tidewater high-limit room'],
    tableRooms: ['Lighthouse table pit', 'Tidewater high-limit room'],
    slots: ['Pearl Diver 5-Reel', 'Riptide Riches', 'Captain’s Treasure Link'],
    videoPoker: 'Double Double Bonus Poker',
    tables: { blackjack: 'Blackjack $15', baccarat: 'Mini Baccarat $25' },
  },
  elite: {
    slotRooms: ['Salon Privé slots', 'Meridian Lounge'],
    tableRooms: ['Salon Privé', 'Grand Gallery tables'],
    slots: ['Sovereign Gold', 'Crown Jewels Deluxe', 'Royal Reserve Link'],
    videoPoker: 'Deuces Wild Poker $5',
    tables: { baccarat: 'Baccarat $100', blackjack: 'Blackjack $50', roulette: 'Roulette (single zero)' },
  },
  coyote: {
    slotRooms: ['Mesa slot floor', 'Sundown high-limit corner'],
    tableRooms: ['Canyon table pit', 'Sundown high-limit corner'],
    slots: ['Desert Howl', 'Turquoise Trail', 'Coyote Moon Link'],
    videoPoker: 'Jacks or Better',
    tables: { blackjack: 'Blackjack $10', craps: 'Craps $10' },
  },
  bally: {
    slotRooms: ['Boardwalk slot floor', 'Lighthouse Club slots'],
    tableRooms: ['Main Deck table games', 'Captain’s Room'],
    slots: ['Anchors Away', 'Tidal Fortune', 'Deep Sea Gold Link'],
    videoPoker: 'Triple Play Draw Poker',
    tables: { blackjack: 'Blackjack $25', craps: 'Craps $15', roulette: 'Roulette' },
  },
  rwlv: {
    slotRooms: ['Riverfront slot floor', 'Lantern Room high-limit'],
    tableRooms: ['Lantern Pit', 'Lantern Room high-limit'],
    slots: ['Lantern Gold 5-Reel', 'River Dragon', 'Neon Nights Link'],
    videoPoker: 'Double Bonus Poker',
    tables: { blackjack: 'Blackjack $25', baccarat: 'Mini Baccarat $25', craps: 'Craps $10' },
  },
  southland: {
    slotRooms: ['Prairie slot floor', 'Big Sky high-limit'],
    tableRooms: ['Homestead tables', 'Big Sky high-limit'],
    slots: ['Wild Mustang', 'Golden Harvest', 'Thunder Plains Link'],
    videoPoker: 'Bonus Poker Deluxe',
    tables: { blackjack: 'Blackjack $10', craps: 'Craps $5', roulette: 'Roulette' },
  },
  offercraft: {
    slotRooms: ['Copperleaf slot floor', 'Forge Room'],
    tableRooms: ['Copperleaf table pit', 'Forge Room'],
    slots: ['Copper Rush', 'Autumn Leaves', 'Craftsman’s Fortune Link'],
    videoPoker: 'Jacks or Better',
    tables: { blackjack: 'Blackjack $15', roulette: 'Roulette' },
  },
  naskila: {
    slotRooms: ['Pinewood slot floor', 'Cedar Lodge high-limit'],
    tableRooms: ['Pinewood slot floor', 'Cedar Lodge high-limit'],
    slots: ['Whispering Pines', 'Cedar Spirit', 'Hollow Creek Link'],
    videoPoker: 'Double Double Bonus Poker',
    // The property's floor is electronic: its "table" play is on electronic table games.
    tables: { blackjack: 'Electronic Blackjack', roulette: 'Electronic Roulette' },
  },
  'little-creek': {
    slotRooms: ['Brookside slot floor', 'Willow Room'],
    tableRooms: ['Riverstone tables', 'Willow Room'],
    slots: ['Salmon Run', 'Willow Wind', 'Brook Trout Bonanza Link'],
    videoPoker: 'Deuces Wild Poker',
    tables: { blackjack: 'Blackjack $10', craps: 'Craps $10', roulette: 'Roulette' },
  },
};

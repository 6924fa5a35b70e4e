import type { GameType, Rating } from '../model';
import { PROPERTY } from '../property';
import { usd } from '../money';
import { addDays, at, gamingDateOf } from '../time';
import type { SeedContext } from './context';

export interface PlayStyle {
  days: number;
  sessionChance: number;
  /** Dollars wagered in a machine session. */
  slotWager: [number, number];
  /** Average bet at a table. */
  tableBet: [number, number];
  tableShare: number;
  videoPokerShare: number;
}

interface Game {
  gameType: GameType;
  gameCode?: string;
  edge: number;
}

const SLOT: Game = { gameType: 'Slot', edge: 0.08 };
const VIDEO_POKER: Game = { gameType: 'VideoPoker', edge: 0.025 };
const TABLES: Game[] = [
  { gameType: 'Table', gameCode: 'BJ', edge: 0.02 },
  { gameType: 'Table', gameCode: 'BJ', edge: 0.02 },
  { gameType: 'Table', gameCode: 'CR', edge: 0.014 },
  { gameType: 'Table', gameCode: 'RL', edge: 0.053 },
  { gameType: 'Table', gameCode: 'BA', edge: 0.012 },
];
/** Pai gow poker: a code the portal does not know, whose sessions still count in the totals. */
export const UNKNOWN_TABLE_GAME: Game = { gameType: 'Table', gameCode: 'PG', edge: 0.025 };

function session(ctx: SeedContext, day: string, game: Game, style: PlayStyle): Rating {
  const { random } = ctx;
  // Evening play runs past midnight into the same gaming day.
  const hour = random.int(10, 27);
  const startTime = at(
    addDays(day, hour >= 24 ? 1 : 0),
    `${String(hour % 24).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
  );
  const timePlayedSeconds = random.int(15, 240) * 60;
  const wagered =
    game.gameType === 'Table'
      ? usd(random.int(style.tableBet[0], style.tableBet[1]) * Math.round((timePlayedSeconds / 3600) * 55))
      : usd(random.int(style.slotWager[0], style.slotWager[1]) + random.int(0, 99) / 100);
  const lossShare = game.edge + (random.next() - 0.5) * (game.gameType === 'Table' ? 0.5 : 0.3);
  const won = Math.max(0, Math.round((wagered * (1 - lossShare)) / 100) * 100);
  const theoWin = Math.round(wagered * game.edge);
  const pointsEarned =
    game.gameType === 'Table' ? Math.floor((theoWin / 10_000) * 4) : Math.floor(wagered / 10_000 / 10);
  return {
    ratingId: '',
    gamingDate: at(gamingDateOf(startTime, PROPERTY.gamingDayStartHour)),
    startTime,
    gameType: game.gameType,
    ...(game.gameCode ? { gameCode: game.gameCode } : {}),
    wagered,
    won,
    theoWin,
    timePlayedSeconds,
    pointsEarned,
  };
}

/** Rated sessions over the last `style.days` days, oldest first, with ids in that order. */
export function generateRatings(ctx: SeedContext, style: PlayStyle, unknownGameDaysAgo?: number): Rating[] {
  const ratings: Rating[] = [];
  for (let daysAgo = style.days; daysAgo >= 1; daysAgo--) {
    const day = addDays(ctx.today, -daysAgo);
    if (daysAgo === unknownGameDaysAgo) ratings.push(session(ctx, day, UNKNOWN_TABLE_GAME, style));
    if (!ctx.random.chance(style.sessionChance)) continue;
    const roll = ctx.random.next();
    const game =
      roll < style.tableShare
        ? ctx.random.pick(TABLES)
        : roll < style.tableShare + style.videoPokerShare
          ? VIDEO_POKER
          : SLOT;
    ratings.push(session(ctx, day, game, style));
  }
  ratings.sort((a, b) => a.startTime.localeCompare(b.startTime));
  for (const rating of ratings) rating.ratingId = ctx.nextRatingId();
  return ratings;
}

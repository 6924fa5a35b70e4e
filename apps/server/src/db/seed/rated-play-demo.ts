import { and, eq, inArray } from 'drizzle-orm';
import type { Brand, GameType } from '@patron/contracts';
import type { Queryable } from '../client';
import { players, ratedPlaySessions } from '../schema/index';
import { FLOORS } from './rated-play-floors';

const DAY = 86_400_000;
const CHUNK = 500;

type Style = { visitsPerYear: number; stake: number };
/** A regular visits about twice a week; the high roller less often with bigger stakes. */
export const PLAY_STYLES = {
  demo: { visitsPerYear: 95, stake: 1 },
  highroller: { visitsPerYear: 60, stake: 8 },
} as const satisfies Record<string, Style>;

/** A small deterministic generator, so every seed of a brand tells the same story. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const cents = (dollars: number) => Math.round(dollars) * 100;

/**
 * Two calendar years of rated play for one player (last year in full, this year to yesterday):
 * slots and tables at the property's own rooms and games, amounts in cents, the house ahead overall.
 */
export function ratedPlayHistory(brand: Brand, style: Style, now: Date, seed: number) {
  const floor = FLOORS[brand];
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const tables = Object.entries(floor.tables) as [GameType, string][];
  const start = Date.UTC(now.getUTCFullYear() - 1, 0, 1);
  const end = now.getTime() - DAY;
  const gap = (365 * DAY) / style.visitsPerYear;
  const rows: Omit<typeof ratedPlaySessions.$inferInsert, 'tenantId' | 'playerId'>[] = [];
  for (let day = start + next() * gap; day < end; day += gap * (0.5 + next())) {
    // Evenings mostly: 17:00 to 01:00 local, written in UTC.
    const startedAt = new Date(Math.floor(day / DAY) * DAY + (17 + next() * 8) * 3_600_000);
    const minutes = 30 + Math.floor(next() * 210);
    const roll = next();
    let gameType: GameType;
    let game: string;
    let venue: string;
    let played: number;
    let won: number;
    if (roll < 0.62 || tables.length === 0) {
      const poker = next() < 0.2;
      gameType = poker ? 'videoPoker' : 'slots';
      game = poker ? floor.videoPoker : pick(floor.slots);
      venue = style.stake > 1 ? floor.slotRooms[1] : pick(floor.slotRooms);
      played = cents((150 + next() * 1_800) * style.stake);
      const jackpot = next() < 0.015 ? cents((800 + next() * 1_700) * style.stake) : 0;
      won = Math.round(played * (poker ? 0.9 + next() * 0.12 : 0.78 + next() * 0.18)) + jackpot;
    } else {
      [gameType, game] = pick(tables);
      venue = style.stake > 1 ? floor.tableRooms[1] : floor.tableRooms[0];
      played = cents((100 + next() * 900) * style.stake);
      won = Math.round(played * (0.45 + next() * 0.95));
    }
    rows.push({
      gameType,
      game,
      venue,
      startedAt,
      endedAt: new Date(startedAt.getTime() + minutes * 60_000),
      played,
      won: Math.max(0, won - (won % 100)),
      source: 'cms',
    });
  }
  return rows;
}

export async function seedRatedPlay(
  db: Queryable,
  player: { tenantId: string; playerId: string },
  brand: Brand,
  style: Style,
  now: Date,
  seed: number,
): Promise<void> {
  const rows = ratedPlayHistory(brand, style, now, seed).map((r) => ({ ...r, ...player }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(ratedPlaySessions).values(rows.slice(i, i + CHUNK));
  }
}

/** The demo and high-roller players of a tenant get their rated play; the newcomer has none yet. */
export async function seedDemoRatedPlay(
  db: Queryable,
  tenant: { id: string; brand: Brand; brandIndex: number },
  now: Date,
): Promise<void> {
  const people = await db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(and(eq(players.tenantId, tenant.id), inArray(players.username, Object.keys(PLAY_STYLES))));
  for (const person of people) {
    const style = PLAY_STYLES[person.username as keyof typeof PLAY_STYLES];
    const seed = (tenant.brandIndex + 1) * 7919 + person.username.length;
    await seedRatedPlay(db, { tenantId: tenant.id, playerId: person.id }, tenant.brand, style, now, seed);
  }
}

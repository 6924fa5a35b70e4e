import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GAME_TYPES } from '@patron/contracts';
import { players } from './players';
import { tenants } from './tenants';

export const gameType = pgEnum('game_type', GAME_TYPES);

/**
 * Rated play as a casino management system records it (docs/design.md#casino-management-system-connector
 * getStatistics): one row per rated session, amounts in cents. `played` is coin-in (slots) or the estimated
 * buy-in (tables); `won` is what the game paid back. The local connector keeps it; win/loss statements read
 * it.
 */
export const ratedPlaySessions = pgTable(
  'rated_play_sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameType: gameType().notNull(),
    /** The machine or table as the floor names it, e.g. "Lantern Gold 5-Reel" or "Blackjack $25". */
    game: text().notNull(),
    /** Where on the property, e.g. "High-limit room". */
    venue: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
    played: integer().notNull(),
    won: integer().notNull(),
    source: text().notNull().default('cms'),
  },
  (t) => [
    index('rated_play_sessions_player_started_idx').on(t.tenantId, t.playerId, t.startedAt),
    check('rated_play_sessions_amounts_check', sql`${t.played} >= 0 and ${t.won} >= 0`),
    check('rated_play_sessions_time_check', sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);

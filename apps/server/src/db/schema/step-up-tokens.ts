import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

/**
 * Step-up tokens: proof that the player typed their password or PIN again a moment ago, which
 * releases the win/loss statement for a few minutes. Only the SHA-256 of the token is stored.
 */
export const stepUpTokens = pgTable(
  'step_up_tokens',
  {
    tokenHash: text().primaryKey(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('step_up_tokens_expiry_idx').on(t.expiresAt)],
);

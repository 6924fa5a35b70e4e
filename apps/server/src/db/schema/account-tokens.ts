import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'confirm_email',
  'reset_password',
  'recover_username',
  'change_email',
  'undo_contact_change',
]);

/**
 * One-time tokens sent to a player by e-mail or SMS. Only the SHA-256 of the token is stored, so a
 * leaked table cannot be replayed; `usedAt` makes each token single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose().notNull(),
    tokenHash: text().notNull().unique(),
    /** What the token carries, e.g. the new address of a change_email token. */
    payload: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_tokens_player_idx').on(t.tenantId, t.playerId, t.purpose),
    check('account_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

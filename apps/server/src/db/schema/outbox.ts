import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

export const outboxChannel = pgEnum('outbox_channel', ['sms', 'email']);

/**
 * docs/design.md#messages-and-outbox: every SMS and e-mail is a row here first, written in the transaction
 * that causes it. `nextAttemptAt` doubles as the worker's lease: claiming a row pushes it forward, so a
 * crashed worker's row is retried once the lease runs out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid().references(() => players.id, { onDelete: 'set null' }),
    /** What caused it (e.g. `reward-sms`), for per-player caps and the audit trail. */
    kind: text().notNull(),
    channel: outboxChannel().notNull(),
    recipient: text().notNull(),
    /** The mailbox or number a recipient cap counts (recipient-key.ts); null on rows older than it. */
    recipientKey: text(),
    fromName: text(),
    subject: text(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** Which sender delivered it: `dev`, `twilio` or `smtp`. */
    sentVia: text(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('outbox_player_kind_idx').on(t.tenantId, t.playerId, t.kind, t.createdAt),
    index('outbox_recipient_key_idx').on(t.tenantId, t.recipientKey, t.createdAt),
    index('outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

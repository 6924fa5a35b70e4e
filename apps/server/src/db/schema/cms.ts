import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

/**
 * docs/design.md#casino-management-system-connector: a redemption on a casino system, reserved here under
 * the request's Idempotency-Key before the CMS is asked, so a retry, a second instance or the reconciler
 * finds it. `reserved`: asked, no answer yet; `pending`: the answer was lost (the reconciler asks
 * CommandStatus); `applied`: the CMS issued the comp (`result` is the answer the player got); `refused`:
 * the CMS said no (`refusal` is its code); `voided`: never issued, or reversed. A swap refused or voided
 * after `gaveBackAt` returned the player's comp for its points.
 */
export const cmsRedemptions = pgTable(
  'cms_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** What was asked, so a key sent again with another request is told so. */
    fingerprint: text().notNull(),
    kind: text().notNull(),
    commandId: text().notNull(),
    compTypeId: text().notNull(),
    pointCost: integer().notNull(),
    /** A swap: the issue whose comp is given back. */
    givesBackCommandId: text(),
    /** A swap: when the CMS confirmed the comp given back (its points returned), whatever the issue did. */
    gaveBackAt: timestamp({ withTimezone: true }),
    status: text().notNull().default('reserved'),
    refusal: text(),
    compCode: text(),
    result: jsonb(),
    attempts: integer().notNull().default(0),
    /** When the reconciler may look at it next (a lease while it does). */
    checkAfter: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_redemptions_key_idx').on(t.tenantId, t.playerId, t.idempotencyKey),
    uniqueIndex('cms_redemptions_command_idx').on(t.tenantId, t.commandId),
    index('cms_redemptions_open_idx')
      .on(t.checkAfter)
      .where(sql`${t.status} in ('reserved', 'pending')`),
    index('cms_redemptions_comp_idx').on(t.tenantId, t.playerId, t.compCode),
    // One comp is given back by one swap at most, whatever keys two swaps of it came with.
    uniqueIndex('cms_redemptions_gives_back_idx')
      .on(t.tenantId, t.givesBackCommandId)
      .where(sql`${t.givesBackCommandId} is not null and ${t.status} in ('reserved', 'pending', 'applied')`),
    check(
      'cms_redemptions_status_check',
      sql`${t.status} in ('reserved', 'pending', 'applied', 'refused', 'voided')`,
    ),
    check('cms_redemptions_kind_check', sql`${t.kind} in ('redeem', 'swap')`),
  ],
);

/**
 * The last answer of each read a player made of a casino system, so a read while it fails can answer the
 * copy (at most 15 minutes old) marked stale, shared by every instance.
 */
export const cmsReadCopies = pgTable(
  'cms_read_copies',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The read and its query, e.g. `offers:{"pageNumber":1,…}`. */
    readKey: text().notNull(),
    body: jsonb().notNull(),
    asOf: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.playerId, t.readKey] }),
    index('cms_read_copies_as_of_idx').on(t.asOf),
  ],
);

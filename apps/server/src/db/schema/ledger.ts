import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  json,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { currency, offers, playerRewards } from './rewards';
import { tenants } from './tenants';

export const LEDGER_KINDS = ['earn', 'redeem', 'swap', 'adjust', 'expire'] as const;
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);

/**
 * One row per player, only the lock target of every change to their points (SELECT … FOR UPDATE):
 * it holds no balance, balances are sums of the ledger (docs/design.md#ledger-and-money-like-state).
 */
export const pointAccounts = pgTable('point_accounts', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  tenantId: uuid()
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Append-only movements of every currency; amounts are signed integers (cents for money). */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: currency().notNull(),
    kind: ledgerKind().notNull(),
    amount: integer().notNull(),
    reason: text().notNull(),
    label: text().notNull(),
    source: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text(),
    rewardId: uuid().references(() => playerRewards.id, { onDelete: 'set null' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ledger_movements_player_currency_at_idx').on(t.playerId, t.currency, t.at),
    uniqueIndex('ledger_movements_player_idempotency_key')
      .on(t.playerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Each positive points movement is a lot; spends and expiry draw from lots, oldest expiry first. */
export const pointLots = pgTable(
  'point_lots',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    movementId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerMovements.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('point_lots_player_expiry_idx').on(t.playerId, t.expiresAt),
    index('point_lots_expiry_idx').on(t.expiresAt),
    check('point_lots_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Which lots a negative movement (spend, expiry) drew from, so no point is deducted twice. */
export const pointLotDraws = pgTable(
  'point_lot_draws',
  {
    lotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => pointLots.id, { onDelete: 'cascade' }),
    movementId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerMovements.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.movementId] }),
    index('point_lot_draws_movement_idx').on(t.movementId),
    check('point_lot_draws_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The first answer to a redeem or swap, replayed for a repeated Idempotency-Key
 * (docs/design.md#ledger-and-money-like-state).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    operation: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer().notNull(),
    // json, not jsonb: a replay must answer the very bytes of the first answer (jsonb reorders keys).
    responseBody: json().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

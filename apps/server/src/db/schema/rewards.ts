import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, OFFER_CATEGORIES, REWARD_STATUSES } from '@patron/contracts';
import { players } from './players';
import { tenants } from './tenants';

export const currency = pgEnum('currency', CURRENCIES);
export const offerCategory = pgEnum('offer_category', OFFER_CATEGORIES);
export const rewardStatus = pgEnum('reward_status', REWARD_STATUSES);

/** The loyalty rules of a tenant (docs/design.md#ledger-and-money-like-state): one row per tenant. */
export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Tier credits count within calendar-aligned periods of this many months (12 = the calendar year). */
    qualificationMonths: integer().notNull().default(12),
    /** Days an earned lot of points lives before it expires. */
    pointsLifetimeDays: integer().notNull().default(365),
    /** Dollars one point is worth (RewardsManagement.pointToDollarsRate overrides it). */
    pointToDollarsRate: real().notNull().default(0.01),
    /**
     * The downgrade rule (docs/design.md#ledger-and-money-like-state): a tier reached in a qualification
     * period is kept through this many periods after it (1: status earned this year holds all next year; 0:
     * every period starts from its own credits).
     */
    tierRetentionPeriods: integer().notNull().default(1),
  },
  (t) => [
    check('loyalty_programs_months_check', sql`${t.qualificationMonths} in (1, 2, 3, 4, 6, 12)`),
    check('loyalty_programs_retention_check', sql`${t.tierRetentionPeriods} between 0 and 4`),
    check('loyalty_programs_lifetime_check', sql`${t.pointsLifetimeDays} > 0`),
    check('loyalty_programs_rate_check', sql`${t.pointToDollarsRate} > 0`),
  ],
);

export const tiers = pgTable(
  'tiers',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    name: text().notNull(),
    creditsRequired: integer().notNull(),
    benefits: jsonb().$type<string[]>().notNull().default([]),
    colour: text().notNull(),
    /** Benefits (and optionally the name) in es-MX and en-ZW; the columns above are en-US. */
    translations: jsonb()
      .$type<Partial<Record<'es-MX' | 'en-ZW', { name?: string; benefits?: string[] }>>>()
      .notNull()
      .default({}),
  },
  (t) => [
    uniqueIndex('tiers_tenant_number_key').on(t.tenantId, t.number),
    check('tiers_number_check', sql`${t.number} >= 1`),
    check('tiers_credits_check', sql`${t.creditsRequired} >= 0`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stable catalogue key (the seed's), unique per tenant. */
    key: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: offerCategory().notNull(),
    cost: integer().notNull(),
    /** What a reward of this offer is worth in points when it is swapped back. */
    value: integer().notNull(),
    minTier: integer().notNull().default(1),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** Days a reward lives after it is issued; null = until validUntil (or a year). */
    validDays: integer(),
    /** null = unlimited, 0 = sold out. */
    stock: integer(),
    perPlayerLimit: integer(),
    imageUrl: text(),
    locations: jsonb().$type<string[]>().notNull().default([]),
    /** Name and description in es-MX and en-ZW; the columns above are en-US, the fallback. */
    translations: jsonb()
      .$type<Partial<Record<'es-MX' | 'en-ZW', { name?: string; description?: string }>>>()
      .notNull()
      .default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_tenant_key_key').on(t.tenantId, t.key),
    index('offers_tenant_cost_idx').on(t.tenantId, t.cost),
    check('offers_cost_check', sql`${t.cost} >= 0`),
    check('offers_value_check', sql`${t.value} >= 0`),
    check('offers_min_tier_check', sql`${t.minTier} >= 1`),
    check('offers_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('offers_limit_check', sql`${t.perPlayerLimit} is null or ${t.perPlayerLimit} >= 1`),
    check('offers_valid_days_check', sql`${t.validDays} is null or ${t.validDays} >= 1`),
  ],
);

export const playerRewards = pgTable(
  'player_rewards',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    rewardCode: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    value: integer().notNull().default(0),
    status: rewardStatus().notNull().default('active'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_rewards_tenant_code_key').on(t.tenantId, t.rewardCode),
    index('player_rewards_player_status_expiry_idx').on(t.playerId, t.status, t.expiresAt),
    index('player_rewards_player_offer_idx').on(t.playerId, t.offerId),
    index('player_rewards_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('player_rewards_value_check', sql`${t.value} >= 0`),
  ],
);

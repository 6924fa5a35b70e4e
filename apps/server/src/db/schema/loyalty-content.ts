import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_CATEGORIES, LOCATION_KINDS, type Language } from '@patron/contracts';
import { tenants } from './tenants';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Text in the other languages; the row's own columns hold en-US, the fallback (docs/product.md#validation).
 */
export type Translations<T> = Partial<Record<Exclude<Language, 'en-US'>, Partial<T>>>;

/** A badge (medallion) a tenant awards; `rule` is evaluated from the player's ledger on read. */
export const badges = pgTable(
  'badges',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    position: integer().notNull().default(0),
    name: text().notNull(),
    description: text().notNull(),
    imageUrl: text().notNull(),
    /** A rule of badges/badge-rules.ts (validated when read: an unknown rule hides the badge). */
    rule: jsonb().$type<Record<string, unknown>>().notNull(),
    translations: jsonb().$type<Translations<{ name: string; description: string }>>().notNull().default({}),
  },
  (t) => [uniqueIndex('badges_tenant_key_key').on(t.tenantId, t.key)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stable key of the seed (unique per tenant), so a reseed never doubles an item. */
    key: text().notNull(),
    category: text({ enum: ANNOUNCEMENT_CATEGORIES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    imageUrl: text(),
    link: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    /** Tier numbers that see it; null = everyone, and only those reach the public kiosk lobby. */
    audienceTiers: integer().array(),
    translations: jsonb().$type<Translations<{ title: string; body: string }>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('announcements_tenant_key_key').on(t.tenantId, t.key),
    index('announcements_tenant_published_idx').on(t.tenantId, t.publishedAt),
    check('announcements_category_check', sql`${t.category} in (${inList(ANNOUNCEMENT_CATEGORIES)})`),
    check('announcements_expiry_check', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.publishedAt}`),
  ],
);

/** The places of a property (restaurants, hotel, spa, cage, gift shop) where rewards are used. */
export const locationOwners = pgTable(
  'location_owners',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The key of docs/product.md#locations and what an offer's `locations` name. */
    name: text().notNull(),
    kind: text({ enum: LOCATION_KINDS }).notNull(),
    position: integer().notNull().default(0),
    description: text().notNull(),
    hours: text().notNull(),
    phone: text().notNull(),
    imageUrl: text(),
    translations: jsonb().$type<Translations<{ description: string; hours: string }>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('location_owners_tenant_name_key').on(t.tenantId, t.name),
    check('location_owners_kind_check', sql`${t.kind} in (${inList(LOCATION_KINDS)})`),
  ],
);

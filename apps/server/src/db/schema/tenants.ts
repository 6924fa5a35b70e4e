import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    brand: text().notNull().unique(),
    clientHash: text().notNull().unique(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tenants_client_hash_check', sql`${t.clientHash} ~ '^[0-9a-f]{12}$'`)],
);

export const tenantDomains = pgTable(
  'tenant_domains',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
  },
  (t) => [
    uniqueIndex('tenant_domains_domain_key').on(t.domain),
    index('tenant_domains_tenant_idx').on(t.tenantId),
  ],
);

export const metadata = pgTable(
  'metadata',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metadata_tenant_type_key').on(t.tenantId, t.type)],
);

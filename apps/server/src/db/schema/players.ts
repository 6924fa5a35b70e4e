import { sql } from 'drizzle-orm';
import { boolean, date, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const playerRole = pgEnum('player_role', ['player', 'manager']);

export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    patronId: text().notNull(),
    username: text().notNull(),
    passwordHash: text(),
    cardNumber: text(),
    pinHash: text(),
    email: text(),
    phone: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    isVerified: boolean().notNull().default(false),
    externalId: text(),
    city: text(),
    addressLine1: text(),
    addressLine2: text(),
    zipCode: text(),
    countryId: text(),
    /** Checked again at a kiosk swap (DESIGN §6). */
    birthdate: date({ mode: 'string' }),
    hasFacebookProfile: boolean().notNull().default(false),
    hasGoogleProfile: boolean().notNull().default(false),
    role: playerRole().notNull().default('player'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_tenant_patron_key').on(t.tenantId, t.patronId),
    uniqueIndex('players_tenant_username_key').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('players_tenant_card_key').on(t.tenantId, t.cardNumber),
  ],
);

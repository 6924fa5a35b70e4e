import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** Checked again at a kiosk swap (docs/design.md#ledger-and-money-like-state). */
    birthdate: date({ mode: 'string' }),
    hasFacebookProfile: boolean().notNull().default(false),
    hasGoogleProfile: boolean().notNull().default(false),
    role: playerRole().notNull().default('player'),
    /** Accounts: the state or province of the address (docs/product.md#accounts sign-up stateId). */
    stateId: text(),
    /** Marketing consents: post (spec mailAllowed), e-mail and SMS offers (autoSignUp flags). */
    mailAllowed: boolean().notNull().default(false),
    emailOptIn: boolean().notNull().default(false),
    smsOptIn: boolean().notNull().default(false),
    /** The language the player joined in; messages they did not ask for in a request use it. */
    language: text(),
    termsVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** A new e-mail waiting for its confirmation link (the old one stays until then). */
    pendingEmail: text(),
    /** DELETE /api/profile/: no sign-in from this moment; personal fields masked at `maskAfter`. */
    deletedAt: timestamp({ withTimezone: true }),
    maskAfter: timestamp({ withTimezone: true }),
    maskedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_tenant_patron_key').on(t.tenantId, t.patronId),
    uniqueIndex('players_tenant_username_key').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('players_tenant_card_key').on(t.tenantId, t.cardNumber),
    index('players_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('players_tenant_external_idx').on(t.tenantId, t.externalId),
    index('players_mask_due_idx')
      .on(t.maskAfter)
      .where(sql`${t.maskAfter} IS NOT NULL AND ${t.maskedAt} IS NULL`),
  ],
);

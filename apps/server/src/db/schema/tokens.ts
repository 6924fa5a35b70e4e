import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

/**
 * One sign-in and all its rotations. Revocation marks this row, and a successor token is inserted
 * only while holding a share lock on it, so a revoke cannot miss a successor
 * (docs/design.md#identity-and-sessions).
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid().primaryKey(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refresh_token_families_player_idx').on(t.tenantId, t.playerId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    // No foreign key: tokens issued before families existed stay readable (and are refused).
    familyId: uuid().notNull(),
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  alg: text().notNull(),
  /** Plain-text JWK of keys created before encryption; moved to encryptedPrivateKey on first read. */
  privateJwk: jsonb(),
  /** AES-256-GCM sealed private JWK (see key-encryption.ts). */
  encryptedPrivateKey: text(),
  publicJwk: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** A retired key neither signs nor verifies; running servers drop it on their next key reload. */
  retiredAt: timestamp({ withTimezone: true }),
});

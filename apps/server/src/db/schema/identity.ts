import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { tenants } from './tenants';

/** A player's link to an outside identity (facebook, google, an OIDC IdP such as okta). */
export const playerIdentities = pgTable(
  'player_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerUserId: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_identities_provider_user_key').on(t.tenantId, t.provider, t.providerUserId),
    uniqueIndex('player_identities_player_provider_key').on(t.playerId, t.provider),
  ],
);

/**
 * One-time credentials already spent (device hashes, remote-auth tokens, OIDC nonces): the
 * unique key makes "accepted once" hold under concurrent requests.
 */
export const spentCredentials = pgTable(
  'spent_credentials',
  {
    kind: text().notNull(),
    credentialId: text().notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spent_credentials_kind_id_key').on(t.kind, t.credentialId),
    index('spent_credentials_expires_idx').on(t.expiresAt),
  ],
);

/** An authorization request to an external OIDC IdP: PKCE verifier and nonce kept server-side. */
export const oidcAuthRequests = pgTable('oidc_auth_requests', {
  state: text().primaryKey(),
  tenantId: uuid()
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  idp: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  redirectUri: text().notNull(),
  linkPlayerId: uuid().references(() => players.id, { onDelete: 'cascade' }),
  /** sha256 of the random value in the HttpOnly cookie of the browser that started the flow. */
  browserBindingHash: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kiosk terminals; each shares a secret with the server for device-hash links
 * (docs/design.md#identity-and-sessions).
 */
export const terminals = pgTable(
  'terminals',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    terminalId: text().notNull(),
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terminals_tenant_terminal_key').on(t.tenantId, t.terminalId)],
);

/**
 * Failed sign-in attempts per account or per client address. `failures` counts consecutive
 * failures and ages from `lastFailedAt` (a success or a reservation never extends it);
 * `lockLevel` grows with each lock so the lock interval escalates; `updatedAt` dates the
 * in-flight reservations.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scope: text().notNull(),
    subject: text().notNull(),
    failures: integer().notNull().default(0),
    inFlight: integer().notNull().default(0),
    lockLevel: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_throttles_key').on(t.tenantId, t.scope, t.subject)],
);

/**
 * Fixed-window request counters shared by every instance: sign-in requests per client address
 * (before any argon2 work) and sign-in failures per tenant (the failure budget alarm).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text().notNull(),
    subject: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject] }),
    index('rate_limit_windows_start_idx').on(t.windowStart),
  ],
);

/** Manager impersonation: every exchange and every call made with an impersonation token. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    managerPlayerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    patronPlayerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    action: text().notNull(),
    reason: text(),
    method: text(),
    path: text(),
    statusCode: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_session_idx').on(t.sessionId)],
);

import { z } from 'zod';
import { SOCIAL_GRANT_TYPES } from './sign-in/sign-in-constants';

export * from './sign-in/sign-in-constants';

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, 'username is required').max(128),
  password: z.string().min(1, 'password is required').max(256),
  client_id: z.string().min(1).max(64).optional(),
});

export const refreshTokenGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, 'refresh_token is required').max(512),
  client_id: z.string().min(1).max(64).optional(),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().optional(),
  'as:client_id': z.string().optional(),
  /** External IdP grants: kept for the IdP logout's id_token_hint (docs/product.md#sign-in). */
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const revokeBodySchema = z.object({
  token: z.string().min(1, 'token is required').max(2048),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
  client_id: z.string().min(1).max(64).optional(),
});
export type RevokeBody = z.infer<typeof revokeBodySchema>;

/** docs/product.md#sign-in: the session kept in localStorage under `currentUser`. */
export const currentUserSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  'as:client_id': z.string().optional(),
  id_token: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** docs/product.md#sign-in: card number and PIN. The PIN's shape is not checked here, so it leaks nothing. */
export const cardPinGrantSchema = z.object({
  grant_type: z.literal('card_pin'),
  card_number: z.string().trim().min(1, 'card_number is required').max(32),
  pin: z.string().min(1, 'pin is required').max(64),
  client_id: z.string().min(1).max(64).optional(),
});
export type CardPinGrant = z.infer<typeof cardPinGrantSchema>;

/**
 * docs/product.md#sign-in and docs/design.md#identity-and-sessions: a one-time kiosk link; without
 * terminal_id the tenant's KIOSK-01.
 */
export const deviceHashGrantSchema = z.object({
  grant_type: z.literal('device_hash'),
  patron_id: z.string().trim().min(1, 'patron_id is required').max(64),
  device_hash: z.string().min(1, 'device_hash is required').max(128),
  terminal_id: z.string().trim().min(1).max(64).optional(),
  client_id: z.string().min(1).max(64).optional(),
});
export type DeviceHashGrant = z.infer<typeof deviceHashGrantSchema>;

export const TOKEN_EXCHANGE_GRANT_TYPES = [
  'token-exchange',
  'urn:ietf:params:oauth:grant-type:token-exchange',
] as const;

/**
 * Manager impersonation (RFC 8693 shape, docs/product.md#impersonation fields); the manager must give a
 * reason.
 */
export const tokenExchangeGrantSchema = z.object({
  grant_type: z.enum(TOKEN_EXCHANGE_GRANT_TYPES),
  actor_token: z.string().min(1, 'actor_token is required').max(4096),
  impersonated_sub: z.string().trim().min(1, 'impersonated_sub is required').max(128),
  client_id: z.literal('player-portal', { error: 'client_id must be player-portal' }),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must be at least 3 characters')
    .max(500, 'reason must be at most 500 characters'),
  /** The ticket POST /api/impersonation/link gave for the host system's /dummy link. */
  link_ticket: z
    .string({ error: 'link_ticket is required: open the impersonation link from the host system' })
    .min(1, 'link_ticket is required: open the impersonation link from the host system')
    .max(256),
});
export type TokenExchangeGrant = z.infer<typeof tokenExchangeGrantSchema>;

const clientIdField = z.string().min(1).max(64).optional();

/** docs/product.md#sign-in: facebook_access / google_access. */
export const socialGrantSchema = z.object({
  grant_type: z.enum(SOCIAL_GRANT_TYPES),
  access_token: z.string().min(1, 'access_token is required').max(4096),
  user_id: z.string().trim().min(1, 'user_id is required').max(256),
  client_id: clientIdField,
});

/** docs/product.md#sign-in: external_{idp}_idtoken_access. */
export const externalIdTokenGrantSchema = z.object({
  grant_type: z.string().regex(/^external_[a-z0-9-]{1,32}_idtoken_access$/),
  id_token: z.string().min(1, 'id_token is required').max(8192),
  client_id: clientIdField,
});

/**
 * docs/product.md#sign-in: external_{idp}_code_access; state is the one /api/externalAuth/{idp} handed out.
 */
export const externalCodeGrantSchema = z.object({
  grant_type: z.string().regex(/^external_[a-z0-9-]{1,32}_code_access$/),
  code: z.string().min(1, 'code is required').max(2048),
  state: z.string().min(1, 'state is required').max(256),
  client_id: clientIdField,
});

/** docs/product.md#sign-in: r_token, sent by a remote host system that signed the player in. */
export const rTokenGrantSchema = z.object({
  grant_type: z.literal('r_token'),
  rtoken: z.string().min(1, 'rtoken is required').max(4096),
  client_id: clientIdField,
});

export * from './sign-in/external-auth';
export * from './sign-in/token-subject';

import { z } from 'zod';

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
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const revokeBodySchema = z.object({
  token: z.string().min(1, 'token is required').max(2048),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
  client_id: z.string().min(1).max(64).optional(),
});
export type RevokeBody = z.infer<typeof revokeBodySchema>;

/** Spec §3: the session kept in localStorage under `currentUser`. */
export const currentUserSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  'as:client_id': z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  kioskMode: 'KIOSK_MODE',
  tabletMode: 'TABLET_MODE',
  externalViewMode: 'EXTERNAL_VIEW_MODE',
  appVersion: 'APP_VERSION',
  xTarget: 'X-Target',
  cacheTtl: 'CACHE_TTL',
  pseudoLocale: 'PSEUDO_LOCALE',
  settings: 'settings',
  remoteLogin: 'REMOTE_LOGIN',
} as const;

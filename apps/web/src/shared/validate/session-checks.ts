import type { CurrentUser, TokenResponse } from '@patron/contracts';
import { integer, literal, object, optional, string, type Check } from './checks';

/** `tokenResponseSchema` of the contracts. */
export const tokenResponseCheck: Check<TokenResponse> = object({
  access_token: string(),
  token_type: literal('Bearer'),
  expires_in: integer(1),
  refresh_token: optional(string()),
  'as:client_id': optional(string()),
  id_token: optional(string()),
});

/** `currentUserSchema` of the contracts (docs/product.md#sign-in: the session under `currentUser`). */
export const currentUserCheck: Check<CurrentUser> = object({
  access_token: string(undefined, 1),
  refresh_token: optional(string()),
  'as:client_id': optional(string()),
  id_token: optional(string()),
});

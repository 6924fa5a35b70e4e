import {
  CLIENT_ID,
  type TokenResponse,
  type cardPinGrantSchema,
  type deviceHashGrantSchema,
  type externalCodeGrantSchema,
  type externalIdTokenGrantSchema,
  type passwordGrantSchema,
  type refreshTokenGrantSchema,
  type revokeBodySchema,
  type rTokenGrantSchema,
  type socialGrantSchema,
  type tokenExchangeGrantSchema,
} from '@patron/contracts';
import type { z } from 'zod';
import { parse } from '../validate/checks';
import { tokenResponseCheck } from '../validate/session-checks';
import { HttpError } from '../http/http-error';
import { paths } from '../http/paths';
import { http } from '../http/http';
import { getCurrentUser, isMemorySession, storeSession } from './session-store';

type WithoutClientId<T> = T extends unknown ? Omit<T, 'client_id'> : never;

/**
 * A POST /oauth/token body as the contracts define it (docs/product.md#sign-in); client_id is always this
 * app's.
 */
export type TokenGrantBody = WithoutClientId<
  | z.input<typeof passwordGrantSchema>
  | z.input<typeof refreshTokenGrantSchema>
  | z.input<typeof cardPinGrantSchema>
  | z.input<typeof deviceHashGrantSchema>
  | z.input<typeof socialGrantSchema>
  | z.input<typeof externalCodeGrantSchema>
  | z.input<typeof externalIdTokenGrantSchema>
  | z.input<typeof rTokenGrantSchema>
  | z.input<typeof tokenExchangeGrantSchema>
>;

export async function requestToken(grant: TokenGrantBody, suppressErrors = false): Promise<TokenResponse> {
  const body = await http.request<unknown>(paths.token, {
    method: 'POST',
    form: { ...grant, client_id: CLIENT_ID },
    anonymous: true,
    suppressErrors,
  });
  const token = parse(tokenResponseCheck, body);
  if (!token) throw new HttpError(500, { errors: ['Invalid token response'] });
  return token;
}

export async function refreshSession(): Promise<string | null> {
  const current = getCurrentUser();
  const refreshToken = current?.refresh_token;
  if (!refreshToken) return null;
  const token = await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
  // A logout or an impersonation that happened meanwhile wins: never write the old session back.
  if (getCurrentUser()?.refresh_token !== refreshToken || isMemorySession()) return null;
  // The IdP's id_token outlives a refresh: the IdP logout still needs it (docs/product.md#sign-in).
  const idToken = token.id_token ?? current.id_token;
  storeSession({ ...token, refresh_token: token.refresh_token ?? refreshToken, id_token: idToken });
  return token.access_token;
}

export async function revokeRefreshToken(): Promise<void> {
  const token = getCurrentUser()?.refresh_token;
  if (!token) return;
  const form: z.input<typeof revokeBodySchema> = {
    token_type_hint: 'refresh_token',
    token,
    client_id: CLIENT_ID,
  };
  await http.request(paths.revoke, {
    method: 'POST',
    form,
    anonymous: true,
    suppressErrors: true,
  });
}

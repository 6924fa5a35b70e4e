import type { KioskLobbyToken } from '@patron/contracts';
import { readItem, removeItem, writeItem } from '../../../shared/storage/local-store';

/** The lobby token a kiosk was set up with (`/kiosk?lobbyToken=…`): a device setting, like KIOSK_MODE. */
export const LOBBY_TOKEN_KEY = 'KIOSK_LOBBY_TOKEN';
export const LOBBY_TOKEN_PARAM = 'lobbyToken';

/**
 * Keeps a token given in the kiosk's start URL and answers the search without it, so the secret
 * does not stay in the address bar or the history.
 */
export function takeLobbyTokenFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const given = params.get(LOBBY_TOKEN_PARAM);
  if (given === null) return null;
  if (given.trim()) writeItem(LOBBY_TOKEN_KEY, given.trim());
  else removeItem(LOBBY_TOKEN_KEY);
  params.delete(LOBBY_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * docs/product.md#kiosk-lobby KioskLobbyToken: when enabled, the lobby request carries the token. The
 * metadata gives it when the tenant publishes it; otherwise the kiosk uses the one it was set up with.
 * `missing`: enabled, but this kiosk has no token to send.
 */
export function lobbyTokenFor(metadata: KioskLobbyToken | undefined): {
  token: string | undefined;
  missing: boolean;
} {
  if (!metadata?.enabled) return { token: undefined, missing: false };
  const token = metadata.token || readItem(LOBBY_TOKEN_KEY) || undefined;
  return { token, missing: !token };
}

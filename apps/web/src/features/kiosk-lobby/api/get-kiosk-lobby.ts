import { KIOSK_LOBBY_TOKEN_HEADER, kioskLobbySchema, type KioskLobby } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/** A kiosk stays on its lobby all day: the news is fetched again this often. */
export const LOBBY_REFRESH_MS = 5 * 60_000;

export const kioskLobbyKeys = {
  all: ['kiosk-lobby'] as const,
  lobby: (language: string, token: string | undefined) =>
    [...kioskLobbyKeys.all, language, token ? 'with-token' : 'public'] as const,
};

/**
 * `GET /api/kiosk/lobby`: public content, so it is asked without the player's token; the kiosk
 * shows its own quiet state when it fails, never an error toast over the attract screen.
 */
export async function getKioskLobby(token: string | undefined): Promise<KioskLobby> {
  const body = await http.request(paths.kioskLobby, {
    anonymous: true,
    suppressErrors: true,
    headers: token ? { [KIOSK_LOBBY_TOKEN_HEADER]: token } : undefined,
  });
  return kioskLobbySchema.parse(body);
}

export const kioskLobbyQueryOptions = (language: string, token: string | undefined) =>
  queryOptions({
    queryKey: kioskLobbyKeys.lobby(language, token),
    queryFn: () => getKioskLobby(token),
    refetchInterval: LOBBY_REFRESH_MS,
  });

export function useKioskLobby(language: string, token: string | undefined, enabled = true) {
  return useQuery({ ...kioskLobbyQueryOptions(language, token), enabled });
}

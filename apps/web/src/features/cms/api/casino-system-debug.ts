import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { object, parseOrThrow, string } from '../../../shared/validate/checks';
import { fetchCmsRead } from './fetch-cms-read';

/** Where the signed-in player's casino system is, and their id there (the profile's externalId). */
export type CasinoSystemDebug = { baseUrl: string; playerId: string };

const debugCheck = object({ baseUrl: string(undefined, 1), playerId: string(undefined, 1) });

export const casinoSystemKeys = {
  all: ['casino-system'] as const,
  debug: () => [...casinoSystemKeys.all, 'debug'] as const,
  read: (baseUrl: string, path: string) => [...casinoSystemKeys.all, 'read', baseUrl, path] as const,
};

/** The dev-only server route: a 404 (no such route in production, or no casino system) fails it. */
export async function getCasinoSystemDebug(): Promise<CasinoSystemDebug> {
  const answer = await http.request(paths.casinoSystemDebug, { suppressErrors: true });
  return parseOrThrow(debugCheck, answer, 'casino-system debug');
}

export function useCasinoSystemDebug() {
  const loggedIn = useIsLoggedIn();
  return useQuery(
    queryOptions({ queryKey: casinoSystemKeys.debug(), queryFn: getCasinoSystemDebug, enabled: loggedIn }),
  );
}

export function useCmsRead(baseUrl: string, path: string) {
  return useQuery({
    queryKey: casinoSystemKeys.read(baseUrl, path),
    queryFn: ({ signal }) => fetchCmsRead(baseUrl, path, signal),
  });
}

import { type Profile } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/http';
import { paths } from '../../http/paths';
import { cachedQuery } from '../../query/query-client';
import { useIsLoggedIn } from '../../session/session-store';
import { parseOrThrow } from '../../validate/checks';
import { profileCheck } from './player-checks';
import { playerKeys } from './player-keys';

const toProfile = (body: unknown): Profile => parseOrThrow(profileCheck, body, 'profile');

export async function getProfile(): Promise<Profile> {
  return toProfile(await http.request(paths.profile));
}

/** The profile from a request already sent: main.tsx asks before the dashboard's code is in. */
export async function profileFrom(answer: Promise<unknown>): Promise<Profile> {
  return toProfile(await answer);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: playerKeys.profile(), queryFn: getProfile, ...cachedQuery() });

/** docs/product.md#sign-in: the profile is fetched only after login. */
export function useProfile() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...profileQueryOptions(), enabled: loggedIn });
}

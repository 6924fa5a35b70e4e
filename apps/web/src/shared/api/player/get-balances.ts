import { type Balances } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/http';
import { paths } from '../../http/paths';
import { cachedQuery } from '../../query/query-client';
import { useIsLoggedIn } from '../../session/session-store';
import { parseOrThrow } from '../../validate/checks';
import { balancesCheck } from './player-checks';
import { playerKeys } from './player-keys';
import { refetchWhileStale } from '../../query/refetch-while-stale';

export async function getBalances(): Promise<Balances> {
  return parseOrThrow(balancesCheck, await http.request(paths.balances), 'balances');
}

export const balancesQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.balances(),
    queryFn: getBalances,
    ...cachedQuery(),
    refetchInterval: refetchWhileStale,
  });

/** docs/design.md#loyalty-api: every currency's balance and the points that expire when. */
export function useBalances() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...balancesQueryOptions(), enabled: loggedIn });
}

import { type ExternalTier } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/http';
import { paths } from '../../http/paths';
import { cachedQuery } from '../../query/query-client';
import { useIsLoggedIn } from '../../session/session-store';
import { parseOrThrow } from '../../validate/checks';
import { externalTierCheck } from './player-checks';
import { playerKeys } from './player-keys';
import { refetchWhileStale } from '../../query/refetch-while-stale';

export async function getExternalTier(): Promise<ExternalTier> {
  return parseOrThrow(externalTierCheck, await http.request(paths.externalTier), 'tier');
}

export const externalTierQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.tier(),
    queryFn: getExternalTier,
    ...cachedQuery(),
    refetchInterval: refetchWhileStale,
  });

/** docs/product.md#tiers External tier: points balance, its dollar rate and the card level. */
export function useExternalTier() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...externalTierQueryOptions(), enabled: loggedIn });
}

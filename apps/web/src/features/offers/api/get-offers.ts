import { offerListSchema, type OfferList } from '@patron/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { playerKeys, type OffersQuery } from '../../../shared/api/player/player-keys';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export async function getOffers(query: OffersQuery): Promise<OfferList> {
  return offerListSchema.parse(await http.request(paths.offers({ ...query })));
}

export const offersQueryOptions = (query: OffersQuery) =>
  queryOptions({
    queryKey: playerKeys.offerList(query),
    queryFn: () => getOffers(query),
    ...cachedQuery(),
    refetchInterval: refetchWhileStale,
  });

/**
 * docs/design.md#loyalty-api: the catalogue as this player sees it (used by the offers screen and by swap).
 */
export function useOffers(query: OffersQuery) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...offersQueryOptions(query), enabled: loggedIn, placeholderData: keepPreviousData });
}

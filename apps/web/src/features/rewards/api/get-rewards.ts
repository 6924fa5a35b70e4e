import { type RewardList } from '@patron/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { parseOrThrow } from '../../../shared/validate/checks';
import { rewardListCheck } from '../../../shared/api/player/player-checks';
import { playerKeys, type RewardsQuery } from '../../../shared/api/player/player-keys';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export async function getRewards(query: RewardsQuery): Promise<RewardList> {
  return parseOrThrow(rewardListCheck, await http.request(paths.rewards({ ...query })), 'rewards');
}

export const rewardsQueryOptions = (query: RewardsQuery) =>
  queryOptions({
    queryKey: playerKeys.rewardList(query),
    queryFn: () => getRewards(query),
    ...cachedQuery(),
    refetchInterval: refetchWhileStale,
  });

/**
 * docs/product.md#rewards GET /api/rewards/ with the paged query; the previous page stays shown while the
 * next loads.
 */
export function useRewards(query: RewardsQuery) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...rewardsQueryOptions(query), enabled: loggedIn, placeholderData: keepPreviousData });
}

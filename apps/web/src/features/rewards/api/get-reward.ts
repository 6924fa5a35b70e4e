import { rewardDetailSchema, type RewardDetail } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export async function getReward(rewardCode: string): Promise<RewardDetail> {
  return rewardDetailSchema.parse(await http.request(paths.reward(rewardCode)));
}

export const rewardQueryOptions = (rewardCode: string) =>
  queryOptions({
    queryKey: playerKeys.reward(rewardCode),
    queryFn: () => getReward(rewardCode),
    ...cachedQuery(),
    refetchInterval: refetchWhileStale,
  });

/** docs/product.md#rewards GET /api/rewards/{rewardCode}: the reward an action URL names. */
export function useReward(rewardCode: string) {
  return useQuery(rewardQueryOptions(rewardCode));
}

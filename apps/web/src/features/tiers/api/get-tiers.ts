import { tierLadderSchema, type TierLadder } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';

export const tierKeys = { all: ['tiers'] as const };

export async function getTiers(): Promise<TierLadder> {
  return tierLadderSchema.parse(await http.request(paths.tiers));
}

export const tiersQueryOptions = () =>
  queryOptions({ queryKey: tierKeys.all, queryFn: getTiers, ...cachedQuery() });

/** docs/design.md#loyalty-api `GET /api/tiers/`: the tenant's ladder, lowest tier first. */
export function useTiers() {
  return useQuery(tiersQueryOptions());
}

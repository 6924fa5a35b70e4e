import { rewardsStatementSchema, type RewardsStatement } from '@patron/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { localDayEnd, localDayStart } from './period';
import { statementKeys, type StatementFilters } from './statement-keys';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export const statementQuery = (filters: StatementFilters) => ({
  from: filters.from ? localDayStart(filters.from) : undefined,
  to: filters.to ? localDayEnd(filters.to) : undefined,
  currency: filters.currency,
});

export async function getRewardsStatement(filters: StatementFilters): Promise<RewardsStatement> {
  const url = paths.rewardsStatement({
    ...statementQuery(filters),
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
  });
  return rewardsStatementSchema.parse(await http.request(url));
}

export const rewardsStatementQueryOptions = (filters: StatementFilters) =>
  queryOptions({
    queryKey: statementKeys.movements(filters),
    queryFn: () => getRewardsStatement(filters),
    refetchInterval: refetchWhileStale,
  });

/**
 * docs/design.md#loyalty-api: the movements of a period with their running balances (never cached: no-store).
 */
export function useRewardsStatement(filters: StatementFilters, enabled: boolean) {
  return useQuery({ ...rewardsStatementQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}

import { pointsLotsSchema, type PointsLots } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { statementKeys } from './statement-keys';
import { refetchWhileStale } from '../../../shared/query/refetch-while-stale';

export async function getPointsLots(): Promise<PointsLots> {
  return pointsLotsSchema.parse(await http.request(paths.pointsLots));
}

export const pointsLotsQueryOptions = () =>
  queryOptions({
    queryKey: statementKeys.lots(),
    queryFn: getPointsLots,
    refetchInterval: refetchWhileStale,
  });

/** The lots still holding points and when each expires (the expiry calendar). */
export function usePointsLots() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...pointsLotsQueryOptions(), enabled: loggedIn });
}

import { locationOwnersSchema, type LocationOwners } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { cachedQuery } from '../../../shared/query/query-client';

export const locationKeys = { owners: ['locationOwners'] as const };

export async function getLocationOwners(): Promise<LocationOwners> {
  return locationOwnersSchema.parse(await http.request(paths.locationOwners));
}

/** docs/product.md#locations `GET /api/locations/locationOwners`, cached. */
export const locationOwnersQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.owners, queryFn: getLocationOwners, ...cachedQuery() });

export function useLocationOwners() {
  return useQuery(locationOwnersQueryOptions());
}

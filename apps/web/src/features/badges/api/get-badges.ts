import { badgeListSchema, type BadgeList } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { useIsLoggedIn } from '../../../shared/session/session-store';

export const badgeKeys = { all: ['player', 'badges'] as const };

export async function getBadges(): Promise<BadgeList> {
  return badgeListSchema.parse(await http.request(paths.badges({ pageNumber: 1, pageSize: 200 })));
}

export const badgesQueryOptions = () => queryOptions({ queryKey: badgeKeys.all, queryFn: getBadges });

/**
 * docs/design.md#loyalty-api `GET /api/badges/`: the player's badges, earned or in progress, in the tenant's
 * order.
 */
export function useBadges() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...badgesQueryOptions(), enabled: loggedIn });
}

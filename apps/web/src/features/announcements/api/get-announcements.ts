import type { AnnouncementList } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { parseOrThrow } from '../../../shared/validate/checks';
import { announcementListCheck } from './announcement-checks';

export const announcementKeys = { all: ['player', 'announcements'] as const };

export async function getAnnouncements(): Promise<AnnouncementList> {
  return parseOrThrow(announcementListCheck, await http.request(paths.announcements), 'announcements');
}

/**
 * docs/product.md#announcements: not cached (staleTime 0, the client's default), so every visit to home reads
 * the news.
 */
export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: announcementKeys.all, queryFn: getAnnouncements });

export function useAnnouncements() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...announcementsQueryOptions(), enabled: loggedIn });
}

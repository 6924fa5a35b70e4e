import { REWARD_SORT_KEYS, type RewardSortKey } from '@patron/contracts';
import type { RewardsQuery } from '../../../shared/api/player/player-keys';

export const REWARDS_PAGE_SIZE = 12;

/** The list's state lives in the URL (?q, sort, desc, page) so an action dialog and Back keep it. */
export function readRewardsQuery(
  params: URLSearchParams,
  defaultSort: RewardSortKey,
  hotRewardDays: number,
): RewardsQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    searchText: params.get('q')?.trim() || undefined,
    sortBy: REWARD_SORT_KEYS.find((key) => key === sort) ?? defaultSort,
    isDescending: params.get('desc') === '1',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: REWARDS_PAGE_SIZE,
    hotRewardDays,
  };
}

export function writeRewardsQuery(
  params: URLSearchParams,
  patch: { q?: string; sort?: RewardSortKey; desc?: boolean; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('q' in patch) set('q', patch.q?.trim());
  if ('sort' in patch) set('sort', patch.sort);
  if ('desc' in patch) set('desc', patch.desc ? '1' : undefined);
  // A new search or order starts again on the first page.
  set('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
  return next;
}

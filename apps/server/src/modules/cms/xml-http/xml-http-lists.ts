import type { Offer, OfferList, Reward, RewardList, StatementMovement } from '@patron/contracts';
import type { OfferListQuery, RewardListQuery, StatementFilter, StatementPage } from '../cms-queries';

/**
 * The CMS answers whole lists, so search, sort and paging happen here, the way the local connector's SQL
 * does them: search is a case-insensitive "contains", a sort ends on the id, nulls sort last both ways,
 * and `total` counts what the filters kept, whatever the page.
 */

type Key = string | number | null;

const contains = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

function compareKeys(a: Key, b: Key, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return descending ? -order : order;
}

const compareIds = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function sortedPage<T extends { id: string }>(
  items: T[],
  key: (item: T) => Key,
  query: { isDescending?: boolean | undefined; pageNumber: number; pageSize: number },
): { data: T[]; total: number } {
  const descending = Boolean(query.isDescending);
  const sorted = [...items].sort((a, b) => compareKeys(key(a), key(b), descending) || compareIds(a.id, b.id));
  const start = (query.pageNumber - 1) * query.pageSize;
  return { data: sorted.slice(start, start + query.pageSize), total: sorted.length };
}

export function offersPage(offers: Offer[], query: OfferListQuery): OfferList {
  const kept = offers.filter(
    (o) =>
      (!query.category || o.category === query.category) &&
      (!query.searchText || contains(o.name, query.searchText)),
  );
  const key = (o: Offer): Key =>
    query.sortBy === 'cost' ? o.cost : query.sortBy === 'name' ? o.name : o.validUntil;
  return sortedPage(kept, key, query);
}

export function rewardsPage(rewards: Reward[], query: RewardListQuery): RewardList {
  const search = query.searchText;
  const kept = rewards.filter((r) => !search || contains(r.name, search) || contains(r.rewardCode, search));
  const key = (r: Reward): Key =>
    query.sortBy === 'name' ? r.name : query.sortBy === 'rewardCode' ? r.rewardCode : r.expirationDate;
  return sortedPage(kept, key, query);
}

/** Movements already carrying their running balance, filtered and paged like the local statement. */
export function statementPage(
  movements: StatementMovement[],
  filter: StatementFilter,
  page: StatementPage,
): { data: StatementMovement[]; total: number } {
  const search = filter.searchText;
  const kept = movements.filter((m) => {
    const at = Date.parse(m.at);
    return (
      (!filter.from || at >= filter.from.getTime()) &&
      (!filter.to || at < filter.to.getTime()) &&
      (!filter.currency || m.currency === filter.currency) &&
      (!search || contains(m.label, search) || contains(m.reason, search))
    );
  });
  const sign = page.descending ? -1 : 1;
  const sorted = kept.sort(
    (a, b) =>
      sign *
      ((page.sortBy === 'amount' ? a.amount - b.amount : 0) ||
        Date.parse(a.at) - Date.parse(b.at) ||
        compareIds(a.id, b.id)),
  );
  return { data: sorted.slice(page.offset, page.offset + page.limit), total: sorted.length };
}

import type { LastKnown } from '@patron/contracts';

/** How often a read shown from a last-known copy is asked again (the server's 503 says "in a minute"). */
export const STALE_REFETCH_MS = 60_000;

interface QueryLike {
  state: { data: LastKnown | null | undefined; status: string };
}

/**
 * `refetchInterval` of the reads a casino system may answer from a copy
 * (docs/design.md#casino-management-system-connector): while the copy is on screen the read is asked
 * again each minute, so fresh data replaces it once the system is back; a failed retry stops, and
 * leaves the "Try again" button to the player, so a dead system does not raise a toast each minute.
 */
export function refetchWhileStale(query: QueryLike): number | false {
  return query.state.status !== 'error' && query.state.data?.stale === true ? STALE_REFETCH_MS : false;
}

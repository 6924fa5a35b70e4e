import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';

/** A query on its way to its first answer: nothing of it can be shown yet. */
const awaitingFirstAnswer = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * True once `active` and no query is waiting for its first answer, or `maxWaitMs` after `active`,
 * whichever is first; then true for good. A screen of several cards shows them together when this
 * turns true instead of letting each answer push the cards below it down (layout shift), and no
 * slow answer holds the screen longer than `maxWaitMs`. Refetches of shown data never count.
 */
export function useFirstAnswersIn(active: boolean, maxWaitMs: number): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  // Queries already on their way when the screen turns active (the app's metadata, say) are not
  // its own: taken in the render that activates it, before its children's effects start theirs.
  const before = useRef<Set<Query> | undefined>(undefined);
  if (active && !before.current)
    before.current = new Set(client.getQueryCache().findAll({ predicate: awaitingFirstAnswer }));
  // Once ready, nothing counts: the screen stops re-rendering as other queries come and go.
  const isOwn = (query: Query) => !ready && awaitingFirstAnswer(query) && !before.current?.has(query);
  const awaiting = useIsFetching({ predicate: isOwn });

  // `awaiting` re-renders as queries start and settle; the effect reads the live count (children's
  // queries start in their effects, which run before this one).
  useEffect(() => {
    if (active && !ready && client.isFetching({ predicate: isOwn }) === 0) setReady(true);
  }, [active, ready, awaiting, client]);

  useEffect(() => {
    if (!active || ready) return;
    const timer = setTimeout(() => setReady(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [active, ready, maxWaitMs]);

  // The cards render their answers in deferred passes (useDeferredValue): a deferred reveal commits
  // with those passes, not before them with a card still saying "Loading…".
  return useDeferredValue(ready);
}

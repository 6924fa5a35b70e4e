import { useEffect, useSyncExternalStore } from 'react';
import { cacheTtl } from './response-cache';

export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** When the data was last fetched; 0 once it is invalidated. */
  updatedAt: number;
}

export interface CachedResource<T> {
  getState: () => ResourceState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Fetches unless fresh data is there or a fetch is under way (a prefetch, a mount). */
  load: () => Promise<void>;
  /** Fetches again at once; an answer to an earlier fetch is then ignored. */
  refetch: () => Promise<void>;
  /** Marks the data stale and, while it is on screen, fetches it again; the data stays meanwhile. */
  invalidate: () => void;
  /** Takes data fetched with the page as a fresh answer, unless data or a fetch came first. */
  seed: (data: T) => void;
}

/** Equal answers keep the previous object, so readers do not re-render for nothing. */
function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * First load: a one-value cache with the response cache policy of docs/product.md#web-behaviour (stale after
 * cacheTtl(), data kept on screen while it refetches), for what the sign-in page needs without a query
 * library.
 */
export function createCachedResource<T>(fetcher: () => Promise<T>): CachedResource<T> {
  let state: ResourceState<T> = { data: undefined, error: null, isError: false, updatedAt: 0 };
  let inFlight: Promise<void> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const refetch = (): Promise<void> => {
    const current = ++generation;
    const settle = (apply: () => void) => {
      if (current !== generation) return;
      inFlight = null;
      apply();
    };
    inFlight = fetcher().then(
      (data) =>
        settle(() =>
          set({
            data: sameJson(state.data, data) ? state.data : data,
            error: null,
            isError: false,
            updatedAt: Date.now(),
          }),
        ),
      (error: unknown) => settle(() => set({ ...state, error, isError: true })),
    );
    return inFlight;
  };

  const isFresh = () => state.updatedAt > 0 && Date.now() - state.updatedAt < cacheTtl();

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => inFlight ?? (isFresh() ? Promise.resolve() : refetch()),
    refetch,
    invalidate: () => {
      state = { ...state, updatedAt: 0 };
      if (listeners.size > 0) void refetch();
    },
    seed: (data) => {
      if (inFlight || state.updatedAt > 0) return;
      set({ data, error: null, isError: false, updatedAt: Date.now() });
    },
  };
}

/** Reads a resource and loads it when it is stale, as a query does on mount. */
export function useCachedResource<T>(resource: CachedResource<T>): ResourceState<T> {
  useEffect(() => {
    void resource.load();
  }, [resource]);
  return useSyncExternalStore(resource.subscribe, resource.getState, resource.getState);
}

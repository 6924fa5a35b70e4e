import { QueryClient } from '@tanstack/react-query';
import { cacheTtl, onClearResponseCache } from './response-cache';

export { cacheTtl } from './response-cache';

/**
 * The response cache policy of docs/product.md#web-behaviour, applied to every query that the spec marks as
 * cached.
 */
export function cachedQuery() {
  const ttl = cacheTtl();
  return { staleTime: ttl, gcTime: ttl } as const;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export const METADATA_KEY = 'metadata';

/**
 * docs/product.md#web-behaviour: the response cache is cleared on login and logout. Metadata stays on screen
 * while it refetches (the tenant has not changed); everything user-specific is dropped.
 */
export function clearQueryCache(client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== METADATA_KEY });
  void client.invalidateQueries({ queryKey: [METADATA_KEY] });
}

onClearResponseCache(() => clearQueryCache(queryClient));

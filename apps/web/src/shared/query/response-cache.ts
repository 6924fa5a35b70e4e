import { DEFAULT_CACHE_TTL_MS, STORAGE_KEYS } from '@patron/contracts';
import { readItem } from '../storage/local-store';

/** docs/product.md#constants: 100000 ms, overridable through localStorage CACHE_TTL. */
export function cacheTtl(): number {
  const override = Number(readItem(STORAGE_KEYS.cacheTtl));
  return Number.isFinite(override) && override > 0 ? override : DEFAULT_CACHE_TTL_MS;
}

/*
 * First load: the sign-in page carries no query library, so each response cache (the bootstrap
 * metadata, and the signed-in screens' query client once its chunk is in) registers here.
 */
const clearers = new Set<() => void>();

export function onClearResponseCache(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** docs/product.md#web-behaviour: the response cache is cleared on login and logout. */
export function clearResponseCache(): void {
  for (const clear of clearers) clear();
}

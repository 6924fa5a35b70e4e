import type { Language, LocationOwners } from '@patron/contracts';
import { localize } from '../../lib/localize';
import type { LocationsRepository } from './locations.repository';

type Rows = Awaited<ReturnType<LocationsRepository['list']>>;

/**
 * Location owners change when an operator edits them (docs/product.md#locations: cached): each tenant's list
 * is read once and kept `cacheMs`, as metadata is, so an edit shows within that time.
 */
export function createLocationsService(deps: {
  locationsRepository: LocationsRepository;
  cacheMs?: number;
  now?: () => number;
}) {
  const cacheMs = deps.cacheMs ?? 30_000;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { loadedAt: number; rows: Promise<Rows> }>();

  function rowsFor(tenantId: string): Promise<Rows> {
    const hit = cache.get(tenantId);
    if (hit && now() - hit.loadedAt < cacheMs) return hit.rows;
    const rows = deps.locationsRepository.list(tenantId);
    cache.set(tenantId, { loadedAt: now(), rows });
    rows.catch(() => {
      if (cache.get(tenantId)?.rows === rows) cache.delete(tenantId);
    });
    return rows;
  }

  return {
    /** docs/product.md#locations: keyed by name, in the tenant's order. */
    async owners(tenantId: string, language: Language): Promise<LocationOwners> {
      const rows = await rowsFor(tenantId);
      return Object.fromEntries(
        rows.map(({ translations, ...row }) => {
          const text = localize({ description: row.description, hours: row.hours }, translations, language);
          return [row.name, { ...row, ...text }];
        }),
      );
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;

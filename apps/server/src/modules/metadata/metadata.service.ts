import type { MetadataListItem, MetadataType } from '@patron/contracts';
import { METADATA_TYPES } from '@patron/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { MetadataRepository } from './metadata.repository';

const KNOWN: ReadonlySet<string> = new Set(METADATA_TYPES);

/** The lobby token is the kiosk's secret (GET /api/kiosk/lobby): anyone may read metadata. */
function publicView(type: string, data: unknown): unknown {
  if (type !== 'KioskLobbyToken' || typeof data !== 'object' || data === null) return data;
  const { token: _secret, ...rest } = data as Record<string, unknown>;
  return rest;
}
const MAX_TYPES = 50;

/**
 * Every page load asks for metadata, which changes only when an operator edits it: each tenant's
 * set is read once and kept `cacheMs` (as tenants are), so an edit shows within that time.
 */
export function createMetadataService(deps: {
  metadataRepository: MetadataRepository;
  cacheMs?: number;
  now?: () => number;
}) {
  const cacheMs = deps.cacheMs ?? 30_000;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { loadedAt: number; all: Promise<Map<string, unknown>> }>();

  function allFor(tenantId: string): Promise<Map<string, unknown>> {
    const hit = cache.get(tenantId);
    if (hit && now() - hit.loadedAt < cacheMs) return hit.all;
    const all = deps.metadataRepository.findAll(tenantId);
    cache.set(tenantId, { loadedAt: now(), all });
    all.catch(() => {
      if (cache.get(tenantId)?.all === all) cache.delete(tenantId);
    });
    return all;
  }

  return {
    /** Spec §7: one type → its object; a comma-separated list → `[{type, metadata}]` in the order asked. */
    async get(tenantId: string, typeParam: string): Promise<unknown> {
      const types = typeParam.split(',').map((t) => t.trim());
      if (types.length > MAX_TYPES)
        throw new ValidationError(`At most ${MAX_TYPES} metadata types per request`);
      const unknown = types.filter((t) => !KNOWN.has(t));
      if (unknown.length)
        throw new NotFoundError(`Unknown metadata type: ${unknown.join(', ').slice(0, 200)}`);
      const found = await allFor(tenantId);
      const missing = types.filter((t) => !found.has(t));
      if (missing.length) throw new NotFoundError(`Metadata not configured: ${missing.join(', ')}`);
      if (types.length === 1 && !typeParam.includes(','))
        return publicView(types[0] ?? '', found.get(types[0] ?? ''));
      return types.map((type): MetadataListItem => ({
        type: type as MetadataType,
        metadata: publicView(type, found.get(type)),
      }));
    },
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;

import { createHash } from 'node:crypto';
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
/** Serialized answers kept per tenant snapshot; other type lists are serialized per request. */
const MAX_SERIALIZED = 64;

/** An answer serialized once per tenant snapshot, with its entity tag (RFC 9110 §8.8.3). */
export type SerializedMetadata = { body: string; etag: string };

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
  // Keyed by the snapshot itself: a reload drops its answers with it.
  const serialized = new WeakMap<Map<string, unknown>, Map<string, SerializedMetadata>>();

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

  function answer(found: Map<string, unknown>, typeParam: string): unknown {
    const types = typeParam.split(',').map((t) => t.trim());
    if (types.length > MAX_TYPES)
      throw new ValidationError(`At most ${MAX_TYPES} metadata types per request`);
    const unknown = types.filter((t) => !KNOWN.has(t));
    if (unknown.length) throw new NotFoundError(`Unknown metadata type: ${unknown.join(', ').slice(0, 200)}`);
    const missing = types.filter((t) => !found.has(t));
    if (missing.length) throw new NotFoundError(`Metadata not configured: ${missing.join(', ')}`);
    if (types.length === 1 && !typeParam.includes(','))
      return publicView(types[0] ?? '', found.get(types[0] ?? ''));
    return types.map((type): MetadataListItem => ({
      type: type as MetadataType,
      metadata: publicView(type, found.get(type)),
    }));
  }

  return {
    /**
     * docs/product.md#metadata-and-brands: one type → its object; a comma-separated list → `[{type,
     * metadata}]` in the order asked.
     */
    async get(tenantId: string, typeParam: string): Promise<unknown> {
      return answer(await allFor(tenantId), typeParam);
    },

    /** `get` as JSON bytes, serialized once per tenant snapshot and type list. */
    async getSerialized(tenantId: string, typeParam: string): Promise<SerializedMetadata> {
      const found = await allFor(tenantId);
      let answers = serialized.get(found);
      const hit = answers?.get(typeParam);
      if (hit) return hit;
      const body = JSON.stringify(answer(found, typeParam));
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      const result = { body, etag };
      if (!answers) serialized.set(found, (answers = new Map()));
      if (answers.size < MAX_SERIALIZED) answers.set(typeParam, result);
      return result;
    },

    /** Every metadata type of the tenant (the cached snapshot). */
    all: allFor,
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;

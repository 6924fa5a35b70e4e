import type { MetadataListItem, MetadataType } from '@patron/contracts';
import { METADATA_TYPES } from '@patron/contracts';
import { HttpError, NotFoundError } from '../../lib/errors';
import type { MetadataRepository } from './metadata.repository';

const KNOWN: ReadonlySet<string> = new Set(METADATA_TYPES);
const MAX_TYPES = 50;

export function createMetadataService(deps: { metadataRepository: MetadataRepository }) {
  return {
    /** Spec §7: one type → its object; a comma-separated list → `[{type, metadata}]` in the order asked. */
    async get(tenantId: string, typeParam: string): Promise<unknown> {
      const types = typeParam.split(',').map((t) => t.trim());
      if (types.length > MAX_TYPES)
        throw new HttpError(400, [`At most ${MAX_TYPES} metadata types per request`]);
      const unknown = types.filter((t) => !KNOWN.has(t));
      if (unknown.length)
        throw new NotFoundError(`Unknown metadata type: ${unknown.join(', ').slice(0, 200)}`);
      const found = await deps.metadataRepository.findByTypes(tenantId, [...new Set(types)]);
      const missing = types.filter((t) => !found.has(t));
      if (missing.length) throw new NotFoundError(`Metadata not configured: ${missing.join(', ')}`);
      if (types.length === 1 && !typeParam.includes(',')) return found.get(types[0] ?? '');
      return types.map((type): MetadataListItem => ({
        type: type as MetadataType,
        metadata: found.get(type),
      }));
    },
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;

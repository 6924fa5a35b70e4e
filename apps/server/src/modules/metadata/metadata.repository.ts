import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { metadata } from '../../db/schema/index';

export function createMetadataRepository(db: Queryable) {
  return {
    async findByTypes(tenantId: string, types: string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ type: metadata.type, data: metadata.data })
        .from(metadata)
        .where(and(eq(metadata.tenantId, tenantId), inArray(metadata.type, types)));
      return new Map(rows.map((r) => [r.type, r.data]));
    },

    async findAll(tenantId: string): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ type: metadata.type, data: metadata.data })
        .from(metadata)
        .where(eq(metadata.tenantId, tenantId));
      return new Map(rows.map((r) => [r.type, r.data]));
    },
  };
}
export type MetadataRepository = ReturnType<typeof createMetadataRepository>;

import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { locationOwners } from '../../db/schema/index';

export function createLocationsRepository(db: Queryable) {
  return {
    async list(tenantId: string) {
      return db
        .select({
          name: locationOwners.name,
          kind: locationOwners.kind,
          description: locationOwners.description,
          hours: locationOwners.hours,
          phone: locationOwners.phone,
          imageUrl: locationOwners.imageUrl,
          translations: locationOwners.translations,
        })
        .from(locationOwners)
        .where(eq(locationOwners.tenantId, tenantId))
        .orderBy(asc(locationOwners.position), asc(locationOwners.name));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;

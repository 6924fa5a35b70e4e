import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badges } from '../../db/schema/index';

export function createBadgesRepository(db: Queryable) {
  return {
    /** The tenant's badge definitions in their order. */
    async definitions(tenantId: string) {
      return db
        .select({
          key: badges.key,
          name: badges.name,
          description: badges.description,
          imageUrl: badges.imageUrl,
          rule: badges.rule,
          translations: badges.translations,
        })
        .from(badges)
        .where(eq(badges.tenantId, tenantId))
        .orderBy(asc(badges.position), asc(badges.key));
    },
  };
}
export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
export type BadgeDefinition = Awaited<ReturnType<BadgesRepository['definitions']>>[number];

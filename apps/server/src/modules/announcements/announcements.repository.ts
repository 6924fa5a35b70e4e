import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { announcements } from '../../db/schema/index';

/** `tier: null` = the public audience: only announcements without a tier audience. */
export type Audience = { tier: number | null };

export function createAnnouncementsRepository(db: Queryable) {
  return {
    /** Published at or before `now`, not yet expired, for this audience; newest first. */
    async current(tenantId: string, now: Date, audience: Audience, limit = 100) {
      const forAudience =
        audience.tier === null
          ? isNull(announcements.audienceTiers)
          : or(
              isNull(announcements.audienceTiers),
              sql`${audience.tier} = any(${announcements.audienceTiers})`,
            );
      return db
        .select({
          id: announcements.id,
          category: announcements.category,
          title: announcements.title,
          body: announcements.body,
          imageUrl: announcements.imageUrl,
          link: announcements.link,
          publishedAt: announcements.publishedAt,
          expiresAt: announcements.expiresAt,
          translations: announcements.translations,
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.tenantId, tenantId),
            lte(announcements.publishedAt, now),
            or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
            forAudience,
          ),
        )
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(limit);
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;

import { z } from 'zod';
import { ANNOUNCEMENT_CATEGORIES } from './announcements/announcement-categories';

export { ANNOUNCEMENT_CATEGORIES } from './announcements/announcement-categories';

export const announcementCategorySchema = z.enum(ANNOUNCEMENT_CATEGORIES);
export type AnnouncementCategory = z.infer<typeof announcementCategorySchema>;

/**
 * One item of the property's news (docs/design.md#loyalty-api `GET /api/announcements/`), in the request's
 * language. `body` is plain text (paragraphs separated by blank lines); `link` is a path of the
 * portal or an https URL.
 */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  category: announcementCategorySchema,
  publishedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** `GET /api/announcements/`: what is published now for the caller, newest first (never cached). */
export const announcementListSchema = z.array(announcementSchema);
export type AnnouncementList = z.infer<typeof announcementListSchema>;

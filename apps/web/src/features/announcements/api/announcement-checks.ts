import { ANNOUNCEMENT_CATEGORIES, type AnnouncementList } from '@patron/contracts';
import {
  array,
  isoDatetime,
  nullable,
  object,
  oneOf,
  string,
  type Check,
} from '../../../shared/validate/checks';

/*
 * `GET /api/announcements/`, rule for rule the contracts' announcementListSchema, so the home's news
 * card loads without zod; announcement-checks.test.ts holds it to the schema.
 */
export const announcementListCheck: Check<AnnouncementList> = array(
  object({
    id: string(),
    title: string(),
    body: string(),
    imageUrl: nullable(string()),
    link: nullable(string()),
    category: oneOf(ANNOUNCEMENT_CATEGORIES),
    publishedAt: isoDatetime,
    expiresAt: nullable(isoDatetime),
  }),
);

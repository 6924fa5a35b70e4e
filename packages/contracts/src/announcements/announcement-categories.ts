/* Zod-free on purpose: the signed-in home checks announcements without the schema library. */
export const ANNOUNCEMENT_CATEGORIES = ['event', 'promotion', 'hours', 'news'] as const;

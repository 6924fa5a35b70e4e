/* Zod-free on purpose: the signed-in home's profile check imports these without the schema library. */
/** The profile fields a property's casino system may keep, by their names in Profile. */
export const CMS_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'birthdate',
] as const;
export type CmsProfileField = (typeof CMS_PROFILE_FIELDS)[number];

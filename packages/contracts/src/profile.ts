import { z } from 'zod';
import { lastKnownFields } from './common/last-known';
import { CMS_PROFILE_FIELDS } from './profile/cms-profile-fields';

export * from './profile/cms-profile-fields';

export const addressSchema = z.object({
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  zipCode: z.string().nullable(),
  countryId: z.string().nullable(),
  stateId: z.string().nullable().optional(),
});

/**
 * Marketing consents (docs/product.md#accounts mailAllowed, autoSignUp hasEmailOptInFlag / hasSmsOptInFlag).
 */
export const marketingSchema = z.object({
  mailAllowed: z.boolean(),
  hasEmailOptInFlag: z.boolean(),
  hasSmsOptInFlag: z.boolean(),
});
export type Marketing = z.infer<typeof marketingSchema>;

export const profileFieldSchema = z.enum(CMS_PROFILE_FIELDS);

/** docs/product.md#profile Profile. `id` is the patron id, the part before `@` in the token subject. */
export const profileSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  isVerified: z.boolean(),
  address: addressSchema,
  hasFacebookProfile: z.boolean(),
  hasGoogleProfile: z.boolean(),
  /** Account additions, optional so older clients and fixtures still parse. */
  marketing: marketingSchema.optional(),
  /** A new e-mail waiting for its confirmation link; `email` keeps the old one until then. */
  pendingEmail: z.string().nullable().optional(),
  hasOktaProfile: z.boolean().optional(),
  /** YYYY-MM-DD; given when the property's casino system keeps it. */
  birthdate: z.string().nullable().optional(),
  /**
   * The fields the property's casino system keeps (docs/design.md#casino-management-system-connector): shown,
   * never changed here. Absent when the portal keeps them all.
   */
  readOnlyFields: z.array(profileFieldSchema).optional(),
  /** The casino system's DiscreetPlayer: the kiosk and shared screens greet without the name. */
  discreet: z.boolean().optional(),
  ...lastKnownFields,
});
export type Profile = z.infer<typeof profileSchema>;

export * from './profile/profile-changes';

import { z } from 'zod';

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
});
export type Profile = z.infer<typeof profileSchema>;

export * from './profile/profile-changes';

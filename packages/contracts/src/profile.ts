import { z } from 'zod';

export const addressSchema = z.object({
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  zipCode: z.string().nullable(),
  countryId: z.string().nullable(),
});

/** Spec §3 Profile. `id` is the patron id, the part before `@` in the token subject. */
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
});
export type Profile = z.infer<typeof profileSchema>;

import { z } from 'zod';

export const LOCATION_KINDS = [
  'restaurant',
  'bar',
  'hotel',
  'spa',
  'cage',
  'giftShop',
  'entertainment',
  'gaming',
  'recreation',
] as const;
export const locationKindSchema = z.enum(LOCATION_KINDS);
export type LocationKind = z.infer<typeof locationKindSchema>;

/**
 * A place of the property where rewards are used (docs/design.md#loyalty-api), in the request's language.
 * `name` is the key a reward's `locations` names.
 */
export const locationOwnerSchema = z.object({
  name: z.string(),
  kind: locationKindSchema,
  description: z.string(),
  hours: z.string(),
  phone: z.string(),
  imageUrl: z.string().nullable(),
});
export type LocationOwner = z.infer<typeof locationOwnerSchema>;

/** `GET /api/locations/locationOwners`: keyed by name (docs/product.md#locations). */
export const locationOwnersSchema = z.record(z.string(), locationOwnerSchema);
export type LocationOwners = z.infer<typeof locationOwnersSchema>;

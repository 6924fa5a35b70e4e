import { z } from 'zod';

/**
 * docs/design.md#casino-management-system-connector: when a property's casino system does not answer, a
 * read may answer the player's last-known copy (at most 15 minutes old), marked so the screen can say
 * "as of 14:05". Fresh answers carry neither field.
 */
export const lastKnownFields = {
  stale: z.literal(true).optional(),
  /** When the copy was read from the casino system. */
  asOf: z.iso.datetime().optional(),
};
export type LastKnown = { stale?: true; asOf?: string };

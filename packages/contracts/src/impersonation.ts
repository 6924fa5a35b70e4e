import { z } from 'zod';

/**
 * POST /api/impersonation/link: the `h` and `patronId` of the host system's /dummy link
 * (docs/design.md#identity-and-sessions), checked before a manager may act. The answer's ticket goes with the
 * token exchange.
 */
export const impersonationLinkBodySchema = z.object({
  h: z.string({ error: 'h is required' }).min(1, 'h is required').max(128),
  patronId: z.string({ error: 'patronId is required' }).trim().min(1, 'patronId is required').max(64),
});
export type ImpersonationLinkBody = z.infer<typeof impersonationLinkBodySchema>;

export const impersonationLinkResponseSchema = z.object({
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type ImpersonationLinkResponse = z.infer<typeof impersonationLinkResponseSchema>;

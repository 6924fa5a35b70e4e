import { z } from 'zod';

/** Every non-OAuth error answer: `{errors: [...]}` (docs/design.md#api-conventions). */
export const errorResponseSchema = z.object({ errors: z.array(z.string()) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** RFC 6749 §5.2 error body of /oauth/token and /oauth/revoke. */
export const oauthErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
    'unsupported_token_type',
    'server_error',
  ]),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

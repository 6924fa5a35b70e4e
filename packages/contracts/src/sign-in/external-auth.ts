import { z } from 'zod';
import { calendarDayField } from '../common/fields';

/** docs/product.md#sign-in: POST /api/externalAuth/{idp} — starts the IdP redirect (code flow with PKCE). */
export const externalLoginBodySchema = z.object({
  username: z.string().max(256).optional(),
  password: z.string().max(256).optional(),
  authRequestType: z.string().max(32).optional(),
  params: z.unknown().optional(),
});
export type ExternalLoginBody = z.infer<typeof externalLoginBodySchema>;

export const externalLoginResponseSchema = z.object({ redirectUrl: z.string() });
export type ExternalLoginResponse = z.infer<typeof externalLoginResponseSchema>;

/**
 * GET /api/externalAuth/{idp}/logoutUrl — {authEndpoint}/logout with id_token_hint (docs/product.md#sign-in).
 */
export const idpLogoutQuerySchema = z.object({
  id_token_hint: z.string().min(1, 'id_token_hint is required').max(8192),
  post_logout_redirect_uri: z.url().max(2048).optional(),
});
export const idpLogoutResponseSchema = z.object({ logoutUrl: z.string() });
export type IdpLogoutResponse = z.infer<typeof idpLogoutResponseSchema>;

const requiredText = (name: string, max = 100) => z.string().trim().min(1, `${name} is required`).max(max);
const optionalText = (max = 100) => z.string().trim().max(max).nullish();

/** docs/product.md#accounts: the external sign-up payload. */
export const externalSignUpBodySchema = z.object({
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  birthday: calendarDayField('birthday must be a date (YYYY-MM-DD)'),
  email: z.email('Valid email required').max(254),
  phone: optionalText(32),
  password: z.string().min(8, 'password must be at least 8 characters').max(256),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(),
  stateId: z.union([z.string().max(32), z.number()]).nullish(),
  postalCode: optionalText(16),
  countryId: z.union([z.string().max(8), z.number()]).nullish(),
  mailAllowed: z.boolean().optional(),
});
export type ExternalSignUpBody = z.infer<typeof externalSignUpBodySchema>;
/**
 * The same answer whether or not the e-mail already has an account (its owner is e-mailed instead),
 * so it carries no patron id: a taken address has no new one to give, and a made-up one would lie.
 */
export const externalSignUpResponseSchema = z.object({ username: z.string() });
export type ExternalSignUpResponse = z.infer<typeof externalSignUpResponseSchema>;

export const externalForgotBodySchema = z.object({ email: z.email('Valid email required').max(254) });
export type ExternalForgotBody = z.infer<typeof externalForgotBodySchema>;

export const externalValidateBodySchema = z.object({
  patronNumber: requiredText('patronNumber', 32),
  pin: z.string().regex(/^\d{4,8}$/, 'pin must be 4 to 8 digits'),
});
export type ExternalValidateBody = z.infer<typeof externalValidateBodySchema>;
export const externalValidateResponseSchema = z.object({ valid: z.literal(true), firstName: z.string() });
export type ExternalValidateResponse = z.infer<typeof externalValidateResponseSchema>;

/**
 * docs/product.md#sign-in extLinkWithOkta: patronNumber, email and password prove the portal account; the
 * answer is a {redirectUrl} to the IdP, and the code grant that comes back links the IdP identity to it.
 */
export const externalLinkWithIdpBodySchema = z.object({
  patronNumber: requiredText('patronNumber', 32),
  email: z.email('Valid email required').max(254),
  password: z.string().min(1, 'password is required').max(256),
});
export type ExternalLinkWithIdpBody = z.infer<typeof externalLinkWithIdpBodySchema>;

/**
 * docs/product.md#sign-in: POST /api/externalAuth/link{Provider}Acc, plus the player's current password or
 * PIN: a stolen access token alone must not add a way into the account.
 */
export const linkSocialAccountBodySchema = z
  .object({
    access_token: z.string().min(1, 'access_token is required').max(4096),
    user_id: z.string().trim().min(1, 'user_id is required').max(256),
    password: z.string().min(1).max(256).optional().describe("The player's current password (or send pin)"),
    pin: z.string().min(1).max(64).optional().describe("The player's current PIN (or send password)"),
  })
  .refine((body) => body.password !== undefined || body.pin !== undefined, {
    message: 'password or pin is required',
    path: ['password'],
  });
export type LinkSocialAccountBody = z.infer<typeof linkSocialAccountBodySchema>;
export const linkSocialAccountResponseSchema = z.object({
  hasFacebookProfile: z.boolean(),
  hasGoogleProfile: z.boolean(),
});
export type LinkSocialAccountResponse = z.infer<typeof linkSocialAccountResponseSchema>;

export const PERMISSIONS = { impersonate: 'impersonate' } as const;

/** docs/product.md#roles-and-permissions: GET {remote auth}/api/users/permissions. */
export const userPermissionsSchema = z.object({
  permissions: z.array(z.string()),
  isAdmin: z.boolean(),
  isSuperUser: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

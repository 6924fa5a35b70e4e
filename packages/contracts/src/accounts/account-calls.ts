import { z } from 'zod';
import { calendarDayField } from '../common/fields';
import { phoneNumberSchema } from '../common/phone-number';
import { ACCOUNT_PAGES } from './account-pages';
import { newPasswordSchema, SECRET_MESSAGES } from './account-secrets';

/**
 * docs/design.md#account-calls account calls. Every answer that could tell a stranger whether an account
 * exists (sign-up, resetPassword, recoveryPlayerLink) is the same for a known and an unknown account.
 */

export { ACCOUNT_PAGES } from './account-pages';

/**
 * Minutes a link stays valid (30 min for a reset). The undo of an e-mail or phone change lasts a week:
 * its owner may read the old mailbox only now and then.
 */
export const ACCOUNT_TOKEN_TTL_MINUTES = {
  confirmEmail: 24 * 60,
  resetPassword: 30,
  recovery: 30,
  undoContactChange: 7 * 24 * 60,
} as const;

const link = (origin: string, path: string, query: Record<string, string>) =>
  `${origin.replace(/\/$/, '')}${path}?${new URLSearchParams(query).toString()}`;

export const confirmEmailLink = (origin: string, q: { hash: string; token: string }) =>
  link(origin, ACCOUNT_PAGES.confirmEmail, q);
export const newPasswordLink = (origin: string, q: { hash: string; token: string }) =>
  link(origin, ACCOUNT_PAGES.newPassword, q);
export const undoContactChangeLink = (origin: string, q: { hash: string; token: string }) =>
  link(origin, ACCOUNT_PAGES.undoContactChange, q);
export const recoveryLink = (origin: string, q: { identifier: string; token: string }) =>
  link(origin, ACCOUNT_PAGES.recovery, q);

const clientHashSchema = z.string().regex(/^[0-9a-f]{12}$/, 'Wrong value.');
const tokenSchema = z.string().min(16, 'Wrong value.').max(128, 'Wrong value.');
const required = (max: number) =>
  z.string().trim().min(1, 'Field required').max(max, `Value must be less then ${max}`);
const optionalText = (max: number) => z.string().trim().max(max, `Value must be less then ${max}`).nullish();
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Value must be greater then 3')
  .max(64, 'Value must be less then 64')
  .regex(/^[A-Za-z0-9._@+-]+$/, 'Wrong value.');

/** `true` when the answer was taken; nothing in it says whether an account matched. */
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/**
 * POST /api/players/signup/ext: docs/product.md#accounts external sign-up payload, a username when
 * SignUpFields lists one, and the accepted TermsAndConditions version. Per-tenant rules:
 * `signUpBodySchemaFor`. Answer 201 {accepted: true} also when the e-mail or username is taken (the owner
 * gets an e-mail).
 */
export const signUpBodySchema = z.object({
  username: usernameSchema.optional(),
  firstName: required(64),
  lastName: required(64),
  birthday: calendarDayField('Wrong value.'),
  email: z.email('Valid email required').max(254, 'Value must be less then 254'),
  phone: phoneNumberSchema.nullish().or(z.literal('')),
  password: newPasswordSchema,
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  stateId: z.union([z.string().max(32), z.number()]).nullish(),
  postalCode: optionalText(16),
  countryId: z.union([z.string().max(8), z.number()]).nullish(),
  mailAllowed: z.boolean().optional(),
  hasEmailOptInFlag: z.boolean().optional(),
  hasSmsOptInFlag: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  termsVersion: z.string().max(32).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /api/profile/confirmEmail → 204. */
export const confirmEmailBodySchema = z.object({ hash: clientHashSchema, token: tokenSchema });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** POST /api/profile/resetPassword → 202 {accepted}; `username` may also be the e-mail. */
export const resetPasswordBodySchema = z.object({ username: required(254) });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

const linkWithNewPasswordSchema = z
  .object({
    hash: clientHashSchema,
    token: tokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(256),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: SECRET_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** POST /api/profile/updatePassword → 204; ends every session of the player. */
export const updatePasswordBodySchema = linkWithNewPasswordSchema;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/**
 * POST /api/profile/undoContactChange → 204: the link sent to the old address after an e-mail or phone
 * change puts the old value back, sets a new password (whoever made the change may know the old one or
 * have reset it), ends every session and spends every other link of the account.
 */
export const undoContactChangeBodySchema = linkWithNewPasswordSchema;
export type UndoContactChangeBody = z.infer<typeof undoContactChangeBodySchema>;

/** GET /api/profile/check/?externalId=&hash= → {exists}. */
export const checkAccountQuerySchema = z.object({ externalId: required(64), hash: clientHashSchema });
export type CheckAccountQuery = z.infer<typeof checkAccountQuerySchema>;
export const checkAccountResponseSchema = z.object({ exists: z.boolean() });
export type CheckAccountResponse = z.infer<typeof checkAccountResponseSchema>;

export const CARD_AND_PIN_TOGETHER = 'cardNumber and pin go together.';

/**
 * POST /api/profile/autoSignUp → 201 {username}: an online account for a CMS player the host
 * system knows (externalId). The player proves who they are with the e-mail on the CMS record or
 * with their card number and PIN, which a player without an e-mail on record must give
 * (docs/design.md#account-calls).
 */
export const autoSignUpBodySchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    externalId: required(64),
    hash: clientHashSchema,
    email: z.email('Valid email required').max(254),
    phone: phoneNumberSchema.nullish().or(z.literal('')),
    hasSmsOptInFlag: z.boolean().optional(),
    hasEmailOptInFlag: z.boolean().optional(),
    cardNumber: z.string().trim().min(1, 'Field required').max(32, 'Value must be less then 32').optional(),
    pin: z.string().min(1, 'Field required').max(64, 'Value must be less then 64').optional(),
  })
  .refine((b) => (b.cardNumber === undefined) === (b.pin === undefined), {
    message: CARD_AND_PIN_TOGETHER,
    path: ['pin'],
  });
export type AutoSignUpBody = z.infer<typeof autoSignUpBodySchema>;
export const autoSignUpResponseSchema = z.object({ username: z.string() });
export type AutoSignUpResponse = z.infer<typeof autoSignUpResponseSchema>;

/** POST /api/profile/recoveryPlayerLink → 202 {accepted}; identifier: e-mail or mobile number. */
export const recoveryPlayerLinkBodySchema = z.object({ identifier: required(254) });
export type RecoveryPlayerLinkBody = z.infer<typeof recoveryPlayerLinkBodySchema>;

/** POST /api/profile/recoveryPlayer?identifier=&token= (no body) → 200 {username}. */
export const recoveryPlayerQuerySchema = z.object({ identifier: required(254), token: tokenSchema });
export type RecoveryPlayerQuery = z.infer<typeof recoveryPlayerQuerySchema>;
export const recoveryPlayerResponseSchema = z.object({ username: z.string() });
export type RecoveryPlayerResponse = z.infer<typeof recoveryPlayerResponseSchema>;

/** DELETE /api/profile/ → 202: sign-in refused now; personal data masked at `maskAt`. */
export const deleteAccountResponseSchema = z.object({ deletedAt: z.string(), maskAt: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

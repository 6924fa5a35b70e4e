import { z } from 'zod';

/**
 * Every field the sign-up body can carry (docs/product.md#accounts external sign-up payload, plus a
 * username).
 */
export const SIGN_UP_FIELD_NAMES = [
  'username',
  'firstName',
  'lastName',
  'birthday',
  'email',
  'phone',
  'password',
  'address1',
  'address2',
  'city',
  'stateId',
  'postalCode',
  'countryId',
  'mailAllowed',
] as const;
export type SignUpFieldName = (typeof SIGN_UP_FIELD_NAMES)[number];

/** These are needed for any account (sign-in, the age check), whatever SignUpFields lists. */
export const SIGN_UP_CORE_FIELDS: readonly SignUpFieldName[] = [
  'firstName',
  'lastName',
  'birthday',
  'email',
  'password',
];

/**
 * docs/product.md#accounts SignUpFields: the fields the form shows, their labels and order. `required`,
 * length and pattern follow the docs/product.md#validation form rules; a label may be a translation key with
 * fallback text. A listed `username` makes the player choose one; otherwise the username is the e-mail.
 */
export const signUpFieldSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  order: z.number().int(),
  required: z.boolean().optional(),
  minLength: z.number().int().positive().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  patternMessage: z.string().optional(),
});
export type SignUpField = z.infer<typeof signUpFieldSchema>;
export const signUpFieldsSchema = z.object({ fields: z.array(signUpFieldSchema) });
export type SignUpFields = z.infer<typeof signUpFieldsSchema>;

/** docs/product.md#accounts SignUpOptions: whether a property takes sign-ups at all, and its rules. */
export const signUpOptionsSchema = z.object({
  enabled: z.boolean(),
  minimumAge: z.number().int().min(0).max(120),
  requireCardNumber: z.boolean().optional(),
  allowSocialSignUp: z.boolean().optional(),
});
export type SignUpOptions = z.infer<typeof signUpOptionsSchema>;

/**
 * docs/product.md#accounts TermsAndConditions: what the player accepts when joining; `version` is recorded.
 */
export const termsAndConditionsSchema = z.object({
  version: z.string().min(1).max(32),
  title: z.string(),
  url: z.string(),
  requireAcceptance: z.boolean(),
  /** The terms themselves, paragraph by paragraph, for the portal to show before acceptance. */
  body: z.array(z.string()).optional(),
});
export type TermsAndConditions = z.infer<typeof termsAndConditionsSchema>;

/** docs/product.md#profile PlayerProfileSettings: what a player may change on PUT /api/profile/. */
export const playerProfileSettingsSchema = z.object({
  allowEmailChange: z.boolean(),
  allowPhoneChange: z.boolean(),
  allowAddressChange: z.boolean(),
  allowNameChange: z.boolean().optional(),
  allowMarketingChange: z.boolean().optional(),
  showPatronId: z.boolean().optional(),
  /** When true, PUT /api/profile/ also needs currentPassword or currentPin. */
  requirePinForChanges: z.boolean().optional(),
});
export type PlayerProfileSettings = z.infer<typeof playerProfileSettingsSchema>;

/** docs/product.md#accounts UserDataMaskingPendingDays: days between DELETE /api/profile/ and masking. */
export const userDataMaskingPendingDaysSchema = z.object({ days: z.number().int().min(0).max(3650) });
export type UserDataMaskingPendingDays = z.infer<typeof userDataMaskingPendingDaysSchema>;

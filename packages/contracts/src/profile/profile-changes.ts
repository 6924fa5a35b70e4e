import { z } from 'zod';
import { newPasswordSchema, newPinSchema } from '../accounts/account-secrets';
import { phoneNumberSchema } from '../common/phone-number';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * PUT /api/profile/: contact, address and marketing changes; an omitted field keeps its value. What
 * may change is PlayerProfileSettings' call (403 otherwise); a new e-mail is confirmed by a link
 * first. `currentPassword` or `currentPin` is needed for a new e-mail or phone number always (they are
 * where a reset link goes), and for every other change when requirePinForChanges is on.
 */
export const updateProfileBodySchema = z
  .object({
    email: z.email('Valid email required').max(254).nullable().optional(),
    phoneNumber: phoneNumberSchema.nullable().optional(),
    firstName: z.string().trim().min(1, 'Field required').max(64).optional(),
    lastName: z.string().trim().min(1, 'Field required').max(64).optional(),
    address: z
      .object({
        city: optionalText(100),
        addressLine1: optionalText(200),
        addressLine2: optionalText(200),
        zipCode: optionalText(20),
        countryId: optionalText(8),
        stateId: optionalText(32),
      })
      .optional(),
    marketing: z
      .object({
        mailAllowed: z.boolean().optional(),
        hasEmailOptInFlag: z.boolean().optional(),
        hasSmsOptInFlag: z.boolean().optional(),
      })
      .optional(),
    currentPassword: z.string().min(1).max(256).optional(),
    currentPin: z.string().min(1).max(64).optional(),
  })
  .refine(
    ({ currentPassword: _p, currentPin: _n, ...changes }) =>
      Object.values(changes).some((v) => v !== undefined),
    'Nothing to change.',
  );
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Field required').max(256),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePinBodySchema = z.object({
  currentPin: z.string().min(1, 'Field required').max(64),
  newPin: newPinSchema,
});
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

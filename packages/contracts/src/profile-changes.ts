import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** PUT /api/profile/: contact and address changes; an omitted field keeps its value. */
export const updateProfileBodySchema = z
  .object({
    email: z.email('Valid email required').max(254).nullable().optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,24}$/, 'Wrong value.')
      .nullable()
      .optional(),
    firstName: z.string().trim().min(1, 'Field required').max(64).optional(),
    lastName: z.string().trim().min(1, 'Field required').max(64).optional(),
    address: z
      .object({
        city: optionalText(100),
        addressLine1: optionalText(200),
        addressLine2: optionalText(200),
        zipCode: optionalText(20),
        countryId: optionalText(8),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change.');
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Field required').max(256),
  newPassword: z.string().min(8, 'Value must be greater then 8').max(256, 'Value must be less then 256'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePinBodySchema = z.object({
  currentPin: z.string().min(1, 'Field required').max(64),
  newPin: z.string().regex(/^\d{4}$/, 'The PIN must be 4 digits.'),
});
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

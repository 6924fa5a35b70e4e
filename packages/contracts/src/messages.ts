import { z } from 'zod';
import { rewardCodeField } from './common/fields';
import { phoneNumberSchema } from './common/phone-number';

/** POST /api/profile/sms (docs/product.md#messages). */
export const sendRewardSmsBodySchema = z.object({
  rewardName: z.string().trim().min(1, 'Field required').max(200),
  rewardCode: rewardCodeField,
  phoneNumber: phoneNumberSchema,
});
export type SendRewardSmsBody = z.input<typeof sendRewardSmsBodySchema>;

/** POST /api/profile/email (docs/design.md#loyalty-api, the invitation/email action). */
export const sendRewardEmailBodySchema = z.object({
  rewardName: z.string().trim().min(1, 'Field required').max(200),
  rewardCode: rewardCodeField,
  email: z.email('Valid email required').max(254),
});
export type SendRewardEmailBody = z.input<typeof sendRewardEmailBodySchema>;

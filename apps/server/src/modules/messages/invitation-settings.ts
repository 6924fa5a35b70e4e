import { z } from 'zod';
import type { InvitationSettings } from './reward-invitations.service';

/** RewardsManagement keys this module reads; `emailDailyLimit` / `allowEmailSend` fall back to the SMS ones. */
const rewardsManagementSendKeys = z.object({
  allowSmsSend: z.boolean(),
  smsDailyLimit: z.number().int().min(0),
  allowEmailSend: z.boolean().optional(),
  emailDailyLimit: z.number().int().min(0).optional(),
});

/** Missing or malformed metadata turns sending off rather than leaving it uncapped. */
export function invitationSettingsFrom(metadata: unknown): InvitationSettings {
  const parsed = rewardsManagementSendKeys.safeParse(metadata);
  if (!parsed.success) return { allowSms: false, allowEmail: false, smsDailyLimit: 0, emailDailyLimit: 0 };
  const m = parsed.data;
  return {
    allowSms: m.allowSmsSend,
    allowEmail: m.allowEmailSend ?? m.allowSmsSend,
    smsDailyLimit: m.smsDailyLimit,
    emailDailyLimit: m.emailDailyLimit ?? m.smsDailyLimit,
  };
}

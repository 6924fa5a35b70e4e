import { rewardsManagementSchema } from '@patron/contracts';
import { z } from 'zod';
import type { InvitationSettings } from './reward-invitations.service';

/**
 * The tenants carry no country of their own, and every property this build serves is in the US, so
 * that is "its own country" when smsAllowedCountries is absent (docs/design.md#messages-and-outbox).
 */
const OWN_COUNTRY = 'US';

/** RewardsManagement keys this module reads; `emailDailyLimit` / `allowEmailSend` fall back to the SMS ones. */
const rewardsManagementSendKeys = z.object({
  allowSmsSend: z.boolean(),
  smsDailyLimit: z.number().int().min(0),
  allowEmailSend: z.boolean().optional(),
  emailDailyLimit: z.number().int().min(0).optional(),
  smsAllowedCountries: rewardsManagementSchema.shape.smsAllowedCountries,
});

const OFF: InvitationSettings = {
  allowSms: false,
  allowEmail: false,
  smsDailyLimit: 0,
  emailDailyLimit: 0,
  smsAllowedCountries: [OWN_COUNTRY],
};

/** Missing or malformed metadata turns sending off rather than leaving it uncapped or open abroad. */
export function invitationSettingsFrom(metadata: unknown): InvitationSettings {
  const parsed = rewardsManagementSendKeys.safeParse(metadata);
  if (!parsed.success) return OFF;
  const m = parsed.data;
  return {
    allowSms: m.allowSmsSend,
    allowEmail: m.allowEmailSend ?? m.allowSmsSend,
    smsDailyLimit: m.smsDailyLimit,
    emailDailyLimit: m.emailDailyLimit ?? m.smsDailyLimit,
    smsAllowedCountries: m.smsAllowedCountries ?? [OWN_COUNTRY],
  };
}

import type { SendRewardEmailBody, SendRewardSmsBody } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export type SendRewardRequest =
  { channel: 'sms'; body: SendRewardSmsBody } | { channel: 'email'; body: SendRewardEmailBody };

/**
 * docs/product.md#messages POST /api/profile/sms, docs/design.md#loyalty-api POST /api/profile/email: the
 * reward's code, never points.
 */
export async function sendReward(request: SendRewardRequest): Promise<void> {
  const url = request.channel === 'sms' ? paths.profileSms : paths.profileEmail;
  // The dialog shows a refused number or address under its field, and toasts anything else.
  await http.request(url, { method: 'POST', json: request.body, suppressErrors: true });
}

export function useSendReward() {
  return useMutation({ mutationFn: sendReward });
}

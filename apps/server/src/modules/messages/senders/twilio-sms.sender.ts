import type { Config } from '../../../config';
import { PermanentSendError, type Sender } from './sender';

const TIMEOUT_MS = 10_000;

/** SMS through a Twilio-compatible Messages API: form-encoded To, From, Body with basic auth. */
export function createTwilioSmsSender(sms: NonNullable<Config['sms']>): Sender {
  const url = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.recipient, From: sms.from, Body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const detail = `SMS API answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 300)}`;
      // 4xx other than 408/429 means this message can never be accepted as written.
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        throw new PermanentSendError(detail);
      }
      throw new Error(detail);
    },
  };
}

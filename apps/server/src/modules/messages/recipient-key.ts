import type { Channel } from './outbox.repository';

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox or number a recipient cap counts (docs/design.md#messages-and-outbox): letter case, a
 * `+tag` and, at Gmail, dots in the local part all reach one inbox, so they are one recipient.
 * Numbers are already E.164 when they are queued.
 */
export function recipientKey(channel: Channel, recipient: string): string {
  const lower = recipient.trim().toLowerCase();
  if (channel === 'sms') return lower;
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

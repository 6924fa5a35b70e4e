import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Channel } from '../outbox.repository';
import { createDevSender } from './dev.sender';
import type { Sender } from './sender';
import { createSmtpEmailSender } from './smtp-email.sender';
import { createTwilioSmsSender } from './twilio-sms.sender';

export type Senders = { byChannel: Partial<Record<Channel, Sender>>; close(): void };

/** Configured providers; unset → the dev gateway outside production, or the channel off in production. */
export function createSenders(config: Config, log: FastifyBaseLogger): Senders {
  const production = config.nodeEnv === 'production';
  const byChannel: Partial<Record<Channel, Sender>> = {};
  let closeSmtp = () => undefined as void;

  if (config.sms) byChannel.sms = createTwilioSmsSender(config.sms);
  else if (!production) byChannel.sms = createDevSender();
  else log.warn('SMS is off: set SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM to send SMS');

  if (config.smtp) {
    const smtp = createSmtpEmailSender(config.smtp);
    byChannel.email = smtp;
    closeSmtp = () => smtp.close();
  } else if (!production) byChannel.email = createDevSender();
  else log.warn('E-mail is off: set SMTP_URL (and SMTP_FROM) to send e-mail');

  return { byChannel, close: () => closeSmtp() };
}

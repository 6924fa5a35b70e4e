import nodemailer from 'nodemailer';
import type { Config } from '../../../config';
import { PermanentSendError, type Sender } from './sender';

/** E-mail through SMTP (nodemailer); the From name is the tenant's brand, the address from config. */
export function createSmtpEmailSender(smtp: NonNullable<Config['smtp']>): Sender & { close(): void } {
  const url = new URL(smtp.url);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: message.fromName ? { name: message.fromName, address: smtp.from } : smtp.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        // 5xx SMTP replies are permanent (RFC 5321 §4.2.1); 4xx and connection errors are retried.
        if (code && code >= 500) throw new PermanentSendError((err as Error).message);
        throw err;
      }
    },
    close: () => transport.close(),
  };
}

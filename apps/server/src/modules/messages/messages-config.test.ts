import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const SMS = {
  SMS_API_URL: 'https://sms.example.com/',
  SMS_ACCOUNT_SID: 'AC1',
  SMS_AUTH_TOKEN: 'tok',
  SMS_FROM: '+15550100',
};

describe('message provider config', () => {
  it('leaves both providers unset by default, so outside production the dev gateways are used', () => {
    const config = loadConfig({});
    expect(config.sms).toBeUndefined();
    expect(config.smtp).toBeUndefined();
    expect(config.outboxPollMs).toBe(1000);
  });

  it('reads a Twilio-compatible SMS API and SMTP', () => {
    const config = loadConfig({
      ...SMS,
      SMTP_URL: 'smtps://u:p@mail.example.com',
      SMTP_FROM: 'club@example.com',
    });
    expect(config.sms).toEqual({
      apiUrl: 'https://sms.example.com',
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+15550100',
    });
    expect(config.smtp).toEqual({ url: 'smtps://u:p@mail.example.com', from: 'club@example.com' });
  });

  it('refuses an SMS API without its credentials and a non-SMTP mail URL', () => {
    expect(() => loadConfig({ SMS_API_URL: SMS.SMS_API_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ OUTBOX_POLL_MS: '-1' })).toThrow(/OUTBOX_POLL_MS/);
  });
});

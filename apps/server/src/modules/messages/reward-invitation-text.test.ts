import { LANGUAGES } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { rewardEmailText, rewardSmsText } from './reward-invitation-text';
import { retryDelayMs } from './outbox-worker';

const facts = {
  brandName: 'Coyote Mesa Casino',
  rewardName: 'Green Chile Cheeseburger',
  rewardCode: 'CM-7Q2K-91',
  expiresAt: new Date('2026-12-24T18:00:00Z'),
};

describe('reward invitation text', () => {
  it.each(LANGUAGES)(
    'carries brand, name, code and expiry in %s, and nothing about moving points',
    (lang) => {
      const sms = rewardSmsText(lang, facts);
      const mail = rewardEmailText(lang, facts);
      for (const text of [sms, mail.subject + mail.body]) {
        expect(text).toContain('Coyote Mesa Casino');
        expect(text).toContain('Green Chile Cheeseburger');
        expect(text).not.toMatch(/https?:|transfer|transferir/i);
      }
      expect(sms).toContain('CM-7Q2K-91');
      expect(mail.body).toContain('CM-7Q2K-91');
      expect(sms.length).toBeLessThanOrEqual(320);
    },
  );

  it('writes dates and words per language', () => {
    expect(rewardSmsText('en-US', facts)).toContain('December 24, 2026');
    expect(rewardSmsText('es-MX', facts)).toContain('24 de diciembre de 2026');
    expect(rewardSmsText('en-ZW', facts)).toMatch(/24 December 2026/);
    expect(rewardEmailText('es-MX', facts).subject).toBe(
      'Tu recompensa de Coyote Mesa Casino: Green Chile Cheeseburger',
    );
  });
});

describe('outbox retry backoff', () => {
  it('doubles from 5 s and stops growing at 30 min', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});

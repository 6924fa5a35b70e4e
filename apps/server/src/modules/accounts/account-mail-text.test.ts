import { LANGUAGES } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import {
  accountMailText,
  contactChangedSmsText,
  recoverySmsText,
  type AccountMailKind,
} from './account-mail-text';

const KINDS: AccountMailKind[] = [
  'confirm-email',
  'already-registered',
  'username-taken',
  'change-email',
  'reset-password',
  'recover-username',
  'account-deleted',
  'email-changed',
  'phone-changed',
];
const facts = {
  brandName: 'Coyote Mesa Casino',
  link: 'http://coyote.localhost/session/x?token=abc',
  minutes: 30,
  username: 'neon',
  date: 'December 25, 2026',
  changedTo: 'new@example.com',
};

describe('account message texts', () => {
  it.each(LANGUAGES)('names the brand in every %s message and carries its link', (language) => {
    for (const kind of KINDS) {
      const text = accountMailText(language, kind, facts);
      expect(text.subject).toContain(facts.brandName);
      if (kind !== 'account-deleted') expect(text.body).toContain(facts.link);
      expect(text.body).not.toMatch(/undefined|NaN/);
    }
    const sms = recoverySmsText(language, facts);
    expect(sms).toContain(facts.link);
    expect(sms.length).toBeLessThan(320);
    const notice = contactChangedSmsText(language, { ...facts, minutes: 7 * 24 * 60 });
    expect(notice).toContain(facts.link);
    expect(notice).toMatch(/ 7 /);
    expect(notice.length).toBeLessThan(320);
  });

  it.each(LANGUAGES)(
    'tells the old %s address where its account now points, and for how long undo works',
    (language) => {
      for (const kind of ['email-changed', 'phone-changed'] as const) {
        const text = accountMailText(language, kind, { ...facts, minutes: 7 * 24 * 60 });
        expect(text.body).toContain(facts.changedTo);
        expect(text.body).toMatch(/ 7 /);
      }
    },
  );

  it('writes Spanish for es-MX and differs from en-US', () => {
    expect(accountMailText('es-MX', 'reset-password', facts).subject).toBe(
      'Restablece tu contraseña de Coyote Mesa Casino',
    );
    expect(accountMailText('es-MX', 'confirm-email', { ...facts, minutes: 1440 }).body).toContain('24 horas');
  });
});

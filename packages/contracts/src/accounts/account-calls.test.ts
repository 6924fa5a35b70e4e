import { describe, expect, it } from 'vitest';
import { pinProblem, passwordProblem, SECRET_MESSAGES } from './account-secrets';
import { confirmEmailLink, recoveryLink, updatePasswordBodySchema } from './account-calls';
import { signUpBodySchemaFor, signUpFormFields } from './sign-up-rules';

const rules = {
  fields: {
    fields: [
      { fieldName: 'username', label: 'Username', order: 0, required: true },
      { fieldName: 'email', label: 'E-mail', order: 4 },
      { fieldName: 'phone', label: 'Phone', order: 5, required: true, pattern: '[0-9+ ]+' },
    ],
  },
  options: { enabled: true, minimumAge: 21 },
  terms: { version: '2026-01', title: 'Terms', url: '/terms', requireAcceptance: true },
  today: '2026-11-25',
};
const body = {
  username: 'sam.rivera',
  firstName: 'Sam',
  lastName: 'Rivera',
  birthday: '1990-04-02',
  email: 'sam@example.com',
  phone: '+1 702 555 0101',
  password: 'Tidepool#Sunset9',
  termsAccepted: true,
  termsVersion: '2026-01',
};
const messages = (value: unknown) => {
  const result = signUpBodySchemaFor(rules).safeParse(value);
  return result.success
    ? []
    : [...new Set(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))];
};

describe('account contracts', () => {
  it('refuses guessable PINs and common passwords with clear messages', () => {
    for (const pin of ['0000', '1111', '1234', '4321', '6789', '1212'])
      expect(pinProblem(pin)).toBe(SECRET_MESSAGES.pinWeak);
    for (const pin of ['2468', '7391', '1357']) expect(pinProblem(pin)).toBeNull();
    expect(pinProblem('12a4')).toBe(SECRET_MESSAGES.pinFormat);
    expect(passwordProblem('Password123')).toBe(SECRET_MESSAGES.passwordCommon);
    expect(passwordProblem('aaaaaaaaaa')).toBe(SECRET_MESSAGES.passwordCommon);
    expect(passwordProblem('short')).toBe(SECRET_MESSAGES.passwordTooShort);
    expect(passwordProblem('Tidepool#Sunset9')).toBeNull();
  });

  it('applies the tenant sign-up rules: required fields, patterns, age and terms', () => {
    expect(messages(body)).toEqual([]);
    expect(messages({ ...body, username: undefined, phone: '' })).toEqual([
      'username: Field required',
      'phone: Field required',
    ]);
    expect(messages({ ...body, phone: 'call me' })).toEqual(['phone: Wrong value.']);
    expect(messages({ ...body, birthday: '2010-01-01' })).toEqual([
      'birthday: You must be at least 21 years old to join.',
    ]);
    expect(messages({ ...body, termsAccepted: false })).toEqual([
      'termsAccepted: Please accept the terms and conditions.',
    ]);
    expect(messages({ ...body, termsVersion: '2025-01' })[0]).toMatch(/^termsVersion: The terms/);
  });

  it('orders the form by SignUpFields and always includes the core fields', () => {
    expect(signUpFormFields(rules.fields).map((f) => f.fieldName)).toEqual([
      'username',
      'email',
      'phone',
      'firstName',
      'lastName',
      'birthday',
      'password',
    ]);
  });

  it('builds the links the web opens and checks the confirmation of a new password', () => {
    expect(confirmEmailLink('http://naskila.localhost:8080/', { hash: 'abc', token: 't/1' })).toBe(
      'http://naskila.localhost:8080/session/confirm-email?hash=abc&token=t%2F1',
    );
    expect(recoveryLink('https://x.test', { identifier: 'a@b.c', token: 't' })).toBe(
      'https://x.test/session/recovery?identifier=a%40b.c&token=t',
    );
    const parsed = updatePasswordBodySchema.safeParse({
      hash: '0123456789ab',
      token: 'x'.repeat(43),
      password: 'Tidepool#Sunset9',
      confirmPassword: 'Tidepool#Sunset8',
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      SECRET_MESSAGES.passwordsDiffer,
    ]);
  });
});

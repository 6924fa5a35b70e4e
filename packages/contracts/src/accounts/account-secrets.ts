import { z } from 'zod';

/** Messages the server answers and the web shows for a refused new password or PIN. */
export const SECRET_MESSAGES = {
  passwordTooShort: 'Value must be greater then 8',
  passwordTooLong: 'Value must be less then 128',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordsDiffer: 'The passwords do not match.',
  pinFormat: 'The PIN must be 4 digits.',
  pinWeak: 'This PIN is too easy to guess. Avoid repeated or sequential digits such as 0000 or 1234.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords of public breach lists that are 8 characters or longer (shorter ones are
 * refused by length already). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '99999999',
  '123123123',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  '1qaz2wsx',
  'zaq12wsx',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'superman',
  'trustno1',
  'letmein1',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'asdfghjkl',
  'starwars',
  'whatever',
  'dragon123',
  'monkey123',
  'shadow123',
  'master123',
  'computer',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'basketball',
  'changeme',
  'changeme1',
  'admin123',
  'administrator',
  'casino123',
  'jackpot1',
  'blackjack',
  'lucky777',
  '77777777',
  'winner123',
  'loveyou1',
]);

const allSame = (value: string) => value.length > 0 && [...value].every((c) => c === value[0]);

/** A clear message when a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SECRET_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return SECRET_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || allSame(lower)) return SECRET_MESSAGES.passwordCommon;
  return null;
}

/** 0000, 1111 …, 0123 …, 9876 …: a script tries these first (docs/design.md#identity-and-sessions). */
export function pinProblem(pin: string): string | null {
  if (!/^\d{4}$/.test(pin)) return SECRET_MESSAGES.pinFormat;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1))
    return SECRET_MESSAGES.pinWeak;
  // 1212, 2525: two digits repeated are as guessable as one.
  if (pin.slice(0, 2) === pin.slice(2)) return SECRET_MESSAGES.pinWeak;
  return null;
}

/** A new password: length, not common. Use for every call that sets one. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A new 4-digit PIN that is not trivially guessable. */
export const newPinSchema = z.string().superRefine((value, ctx) => {
  const problem = pinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

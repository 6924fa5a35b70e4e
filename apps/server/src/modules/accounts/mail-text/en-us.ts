import { days, hours, lines, type AccountTexts } from './account-texts';

const NEVER = 'We will never ask for your password or PIN by e-mail or phone.';
const NOT_YOU = 'If this was not you, you can ignore this message; nothing changes.';

/** Account messages in en-US, in the tenant's brand. */
export const enUS: AccountTexts = {
  'confirm-email': (f) => ({
    subject: `Confirm your e-mail for ${f.brandName}`,
    body: lines(
      `Welcome to ${f.brandName}!`,
      '',
      'Confirm your e-mail address to finish joining:',
      f.link,
      '',
      `The link works once, for ${hours(f)} hours.`,
      NOT_YOU,
    ),
  }),
  'already-registered': (f) => ({
    subject: `You already have a ${f.brandName} account`,
    body: lines(
      `Someone tried to join ${f.brandName} with this e-mail address, which already has an account.`,
      '',
      'Sign in, or reset your password if you forgot it:',
      f.link,
      '',
      NOT_YOU,
    ),
  }),
  'username-taken': (f) => ({
    subject: `Choose another username for ${f.brandName}`,
    body: lines(
      `Thanks for joining ${f.brandName}. The username "${f.username}" is already taken, so no account was created.`,
      '',
      'Please sign up again with another username:',
      f.link,
    ),
  }),
  'change-email': (f) => ({
    subject: `Confirm your new e-mail for ${f.brandName}`,
    body: lines(
      `You asked to use this address for your ${f.brandName} account.`,
      '',
      'Confirm it here:',
      f.link,
      '',
      `The link works once, for ${hours(f)} hours. Until then we keep writing to your old address.`,
      NOT_YOU,
    ),
  }),
  'reset-password': (f) => ({
    subject: `Reset your ${f.brandName} password`,
    body: lines(
      `We received a request to reset the password of your ${f.brandName} account.`,
      '',
      'Choose a new password here:',
      f.link,
      '',
      `The link works once, for ${f.minutes} minutes. Setting a new password signs you out everywhere.`,
      NOT_YOU,
      NEVER,
    ),
  }),
  'recover-username': (f) => ({
    subject: `Your ${f.brandName} username`,
    body: lines(
      `We received a request to recover the username of your ${f.brandName} account.`,
      '',
      'Open this link to see it:',
      f.link,
      '',
      `The link works once, for ${f.minutes} minutes.`,
      NOT_YOU,
    ),
  }),
  'account-deleted': (f) => ({
    subject: `Your ${f.brandName} account is closed`,
    body: lines(
      `Your ${f.brandName} online account is closed and can no longer be used to sign in.`,
      `Your personal details will be removed on ${f.date}. Records of points and rewards are kept, without your personal details, as the law requires.`,
      '',
      'If you did not ask for this, please contact the players club.',
    ),
  }),
  'email-changed': (f) => ({
    subject: `The e-mail address of your ${f.brandName} account was changed`,
    body: lines(
      `The e-mail address of your ${f.brandName} account is now ${f.changedTo}. We no longer write to this address.`,
      '',
      'If it was you, there is nothing to do.',
      `If it was not you, undo it within ${days(f)} days here; you will choose a new password and every session will end:`,
      f.link,
      NEVER,
    ),
  }),
  'phone-changed': (f) => ({
    subject: `The phone number of your ${f.brandName} account was changed`,
    body: lines(
      `The phone number of your ${f.brandName} account is now ${f.changedTo}.`,
      '',
      'If it was you, there is nothing to do.',
      `If it was not you, undo it within ${days(f)} days here; you will choose a new password and every session will end:`,
      f.link,
      NEVER,
    ),
  }),
  recoverSms: (f) =>
    `${f.brandName}: to see your username, open ${f.link} (valid ${f.minutes} min, once). Not you? Ignore this.`,
  contactChangedSms: (f) =>
    `${f.brandName}: your account's contact details were changed. Not you? Undo it: ${f.link} (valid ${days(f)} days).`,
};

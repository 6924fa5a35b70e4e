import { days, hours, lines, type AccountTexts } from './account-texts';

const NEVER = 'We shall never ask for your password or PIN by e-mail or telephone.';
const NOT_YOU = 'If this was not you, kindly disregard this message; nothing will change.';

/** Account messages in en-ZW, in the tenant's brand. */
export const enZW: AccountTexts = {
  'confirm-email': (f) => ({
    subject: `Kindly confirm your e-mail for ${f.brandName}`,
    body: lines(
      `Welcome to ${f.brandName}!`,
      '',
      'Kindly confirm your e-mail address to complete your registration:',
      f.link,
      '',
      `The link may be used once, within ${hours(f)} hours.`,
      NOT_YOU,
    ),
  }),
  'already-registered': (f) => ({
    subject: `You already have a ${f.brandName} account`,
    body: lines(
      `Someone attempted to register with ${f.brandName} using this e-mail address, which already has an account.`,
      '',
      'Kindly sign in, or reset your password should you have forgotten it:',
      f.link,
      '',
      NOT_YOU,
    ),
  }),
  'username-taken': (f) => ({
    subject: `Kindly choose another username for ${f.brandName}`,
    body: lines(
      `Thank you for registering with ${f.brandName}. The username "${f.username}" is already in use, so no account was created.`,
      '',
      'Kindly register again with another username:',
      f.link,
    ),
  }),
  'change-email': (f) => ({
    subject: `Kindly confirm your new e-mail for ${f.brandName}`,
    body: lines(
      `You asked to use this address for your ${f.brandName} account.`,
      '',
      'Kindly confirm it here:',
      f.link,
      '',
      `The link may be used once, within ${hours(f)} hours. Until then we shall keep writing to your old address.`,
      NOT_YOU,
    ),
  }),
  'reset-password': (f) => ({
    subject: `Reset your ${f.brandName} password`,
    body: lines(
      `We have received a request to reset the password of your ${f.brandName} account.`,
      '',
      'Kindly choose a new password here:',
      f.link,
      '',
      `The link may be used once, within ${f.minutes} minutes. A new password signs you out on every device.`,
      NOT_YOU,
      NEVER,
    ),
  }),
  'recover-username': (f) => ({
    subject: `Your ${f.brandName} username`,
    body: lines(
      `We have received a request to recover the username of your ${f.brandName} account.`,
      '',
      'Kindly open this link to view it:',
      f.link,
      '',
      `The link may be used once, within ${f.minutes} minutes.`,
      NOT_YOU,
    ),
  }),
  'account-deleted': (f) => ({
    subject: `Your ${f.brandName} account has been closed`,
    body: lines(
      `Your ${f.brandName} online account has been closed and can no longer be used to sign in.`,
      `Your personal details shall be removed on ${f.date}. Records of points and rewards are kept, without your personal details, as the law requires.`,
      '',
      'Should you not have asked for this, kindly contact the players club.',
    ),
  }),
  'email-changed': (f) => ({
    subject: `The e-mail address of your ${f.brandName} account has been changed`,
    body: lines(
      `The e-mail address of your ${f.brandName} account is now ${f.changedTo}. We shall no longer write to this address.`,
      '',
      'Should this have been you, there is nothing further to do.',
      `Should it not have been you, kindly undo it within ${days(f)} days here; you will choose a new password and every session will be ended:`,
      f.link,
      NEVER,
    ),
  }),
  'phone-changed': (f) => ({
    subject: `The telephone number of your ${f.brandName} account has been changed`,
    body: lines(
      `The telephone number of your ${f.brandName} account is now ${f.changedTo}.`,
      '',
      'Should this have been you, there is nothing further to do.',
      `Should it not have been you, kindly undo it within ${days(f)} days here; you will choose a new password and every session will be ended:`,
      f.link,
      NEVER,
    ),
  }),
  recoverSms: (f) =>
    `${f.brandName}: to view your username, kindly open ${f.link} (valid ${f.minutes} min, once). Not you? Kindly ignore.`,
  contactChangedSms: (f) =>
    `${f.brandName}: the contact details of your account have been changed. Not you? Kindly undo it: ${f.link} (valid ${days(f)} days).`,
};

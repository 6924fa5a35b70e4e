/** What every account message knows: the property's name and where the player's portal is. */
export type MailFacts = {
  brandName: string;
  link: string;
  minutes?: number;
  username?: string;
  date?: string;
  /** The new e-mail address or (masked) phone number of a contact change. */
  changedTo?: string;
};
export type MailText = { subject: string; body: string };

export type AccountMailKind =
  | 'confirm-email'
  | 'already-registered'
  | 'username-taken'
  | 'change-email'
  | 'reset-password'
  | 'recover-username'
  | 'account-deleted'
  | 'email-changed'
  | 'phone-changed';

export type AccountTexts = Record<AccountMailKind, (f: MailFacts) => MailText> & {
  recoverSms: (f: MailFacts) => string;
  /** To the old number of an account without an e-mail address, when its phone number changed. */
  contactChangedSms: (f: MailFacts) => string;
};

export const lines = (...parts: string[]) => parts.join('\n');
export const hours = (f: MailFacts) => Math.round((f.minutes ?? 0) / 60);
export const days = (f: MailFacts) => Math.round((f.minutes ?? 0) / (24 * 60));

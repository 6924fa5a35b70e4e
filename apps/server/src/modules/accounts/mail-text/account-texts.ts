/** What every account message knows: the property's name and where the player's portal is. */
export type MailFacts = {
  brandName: string;
  link: string;
  minutes?: number;
  username?: string;
  date?: string;
};
export type MailText = { subject: string; body: string };

export type AccountMailKind =
  | 'confirm-email'
  | 'already-registered'
  | 'username-taken'
  | 'change-email'
  | 'reset-password'
  | 'recover-username'
  | 'account-deleted';

export type AccountTexts = Record<AccountMailKind, (f: MailFacts) => MailText> & {
  recoverSms: (f: MailFacts) => string;
};

export const lines = (...parts: string[]) => parts.join('\n');
export const hours = (f: MailFacts) => Math.round((f.minutes ?? 0) / 60);

/** What every account link answers when it cannot be used, whatever the reason. */
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const EMAIL_IN_USE = 'This e-mail address is used by another account.';

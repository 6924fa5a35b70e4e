import { SECRET_MESSAGES } from '@patron/contracts';
import type { TFunction } from '../../i18n/translate';

const KEYS: Record<string, string> = {
  [SECRET_MESSAGES.passwordCommon]: 'account.secret.passwordCommon',
  [SECRET_MESSAGES.passwordsDiffer]: 'account.passwordsDiffer',
  [SECRET_MESSAGES.pinFormat]: 'account.profile.pinFourDigits',
  [SECRET_MESSAGES.pinWeak]: 'account.secret.pinWeak',
};

/** The contracts' password and PIN problems (the server's own wording) in the player's language. */
export function secretMessage(problem: string | null, t: TFunction): string | undefined {
  if (!problem) return undefined;
  const key = KEYS[problem];
  return key ? t(key) : problem;
}

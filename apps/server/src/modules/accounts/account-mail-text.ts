import type { Language } from '@patron/contracts';
import type { AccountMailKind, AccountTexts, MailFacts, MailText } from './mail-text/account-texts';
import { enUS } from './mail-text/en-us';
import { enZW } from './mail-text/en-zw';
import { esMX } from './mail-text/es-mx';

export type { AccountMailKind, MailFacts, MailText } from './mail-text/account-texts';

const TEXTS: Record<Language, AccountTexts> = { 'en-US': enUS, 'es-MX': esMX, 'en-ZW': enZW };

export function accountMailText(language: Language, kind: AccountMailKind, facts: MailFacts): MailText {
  return TEXTS[language][kind](facts);
}

export function recoverySmsText(language: Language, facts: MailFacts): string {
  return TEXTS[language].recoverSms(facts);
}

export function contactChangedSmsText(language: Language, facts: MailFacts): string {
  return TEXTS[language].contactChangedSms(facts);
}

export const longDate = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

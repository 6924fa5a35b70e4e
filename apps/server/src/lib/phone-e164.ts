import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { ValidationError } from './errors';
import { enUS } from './i18n/en-us';

/**
 * The property's own country, for a number written without its + (docs/design.md#messages-and-outbox:
 * every property this build serves is in the US).
 */
const OWN_COUNTRY: CountryCode = 'US';

export const PHONE_FORMAT_MESSAGE = enUS.phoneFormat;

/**
 * A player's phone number as it is kept and sent: E.164 ("(702) 555-0199" → "+17025550199"); null for
 * none. A number that is not one is a 400 naming `field` and the format expected.
 */
export function phoneE164(phone: string | null | undefined, field: string): string | null {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(phone, OWN_COUNTRY);
  if (!parsed?.isValid()) throw new ValidationError(`${field}: ${PHONE_FORMAT_MESSAGE}`);
  return parsed.number;
}

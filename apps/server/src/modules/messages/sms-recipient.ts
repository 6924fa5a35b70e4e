import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { ValidationError } from '../../lib/errors';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const listFormat = new Intl.ListFormat('en', { type: 'disjunction' });

/** Country names read in a sentence with "the" ("numbers in the United States"). */
const WITH_THE = new Set(['AE', 'BS', 'DO', 'GB', 'NL', 'PH', 'US']);
const countryName = (c: CountryCode) => `${WITH_THE.has(c) ? 'the ' : ''}${regionNames.of(c) ?? c}`;

const refused = (sentence: string) => new ValidationError(`phoneNumber: ${sentence}`);

/**
 * The number in E.164, or a 400 naming the field: a number outside `allowedCountries` or at a premium
 * rate is refused, because a texted number abroad is paid for by the property (toll fraud,
 * docs/design.md#messages-and-outbox). A number written without its + is read as one of the first
 * country's, the property's own. The full metadata is what tells +1 876 (Jamaica) from the US.
 */
export function smsRecipient(phoneNumber: string, allowedCountries: readonly string[]): string {
  const countries = allowedCountries.filter((c): c is CountryCode => isSupportedCountry(c));
  if (!countries.length) throw refused('Rewards cannot be texted from this property.');
  const parsed = parsePhoneNumberFromString(phoneNumber, countries[0]);
  if (!parsed?.country || !parsed.isPossible())
    throw refused('This is not a number we can text; check it and its country code.');
  if (!countries.includes(parsed.country)) {
    throw refused(
      `Rewards can be texted only to numbers in ${listFormat.format(countries.map(countryName))}.`,
    );
  }
  if (parsed.getType() === 'PREMIUM_RATE') throw refused('Rewards cannot be texted to premium-rate numbers.');
  return parsed.number;
}

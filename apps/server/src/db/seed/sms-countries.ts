import type { Brand } from '@patron/contracts';

/**
 * Where each property may text a reward (docs/design.md#messages-and-outbox): the US, where every one
 * of them is, and the neighbour its guests drive in from. The languages offered (es-MX, en-ZW) are a
 * guest's language, not a country to text: a number abroad is paid for by the property.
 */
const SMS_ALLOWED_COUNTRIES: Record<Brand, string[]> = {
  tp: ['US', 'CA'],
  elite: ['US', 'CA', 'MX'],
  coyote: ['US', 'MX'],
  bally: ['US', 'CA'],
  rwlv: ['US', 'CA', 'MX'],
  southland: ['US'],
  offercraft: ['US', 'CA'],
  naskila: ['US', 'MX'],
  'little-creek': ['US', 'CA'],
};

export const smsAllowedCountries = (brand: Brand): string[] => SMS_ALLOWED_COUNTRIES[brand];

import {
  PHONE_NUMBER_PATTERN_SOURCE,
  type Brand,
  type PlayerProfileSettings,
  type SignUpField,
  type SignUpFields,
  type SignUpOptions,
  type TermsAndConditions,
  type UserDataMaskingPendingDays,
} from '@patron/contracts';
import type { BrandProfile } from './brands';

const base: SignUpField[] = [
  { fieldName: 'firstName', label: 'First name', order: 1, required: true, maxLength: 64 },
  { fieldName: 'lastName', label: 'Last name', order: 2, required: true, maxLength: 64 },
  { fieldName: 'birthday', label: 'Date of birth', order: 3, required: true },
  { fieldName: 'email', label: 'E-mail', order: 4, required: true },
  {
    fieldName: 'phone',
    label: 'Mobile phone',
    order: 5,
    required: false,
    pattern: PHONE_NUMBER_PATTERN_SOURCE,
    patternMessage: 'Enter a phone number such as +1 702 555 0100',
  },
  { fieldName: 'password', label: 'Password', order: 6, required: true, minLength: 8 },
  { fieldName: 'mailAllowed', label: 'Send me offers and news', order: 20, required: false },
];

const address: SignUpField[] = [
  { fieldName: 'address1', label: 'Street address', order: 10, required: true, maxLength: 200 },
  { fieldName: 'address2', label: 'Apartment, suite (optional)', order: 11, required: false },
  { fieldName: 'city', label: 'City', order: 12, required: true },
  { fieldName: 'stateId', label: 'State', order: 13, required: false },
  {
    fieldName: 'postalCode',
    label: 'ZIP code',
    order: 14,
    required: true,
    pattern: '[0-9]{5}(-[0-9]{4})?',
    patternMessage: 'Enter a 5-digit ZIP code',
  },
  { fieldName: 'countryId', label: 'Country', order: 15, required: false },
];

const username: SignUpField = {
  fieldName: 'username',
  label: 'Username',
  order: 0,
  required: true,
  minLength: 3,
  maxLength: 32,
  pattern: '[A-Za-z0-9._-]+',
  patternMessage: 'Letters, digits, dots, dashes and underscores only',
};

/** Properties ask for different things: a chosen username (resort brands), a postal address. */
const ASKS_USERNAME: readonly Brand[] = ['rwlv', 'southland', 'elite'];
const ASKS_ADDRESS: readonly Brand[] = ['little-creek', 'naskila', 'elite', 'bally'];

export function signUpFields(brand: Brand): SignUpFields {
  const phone = brand === 'rwlv' || brand === 'southland';
  const fields = base.map((f) => (f.fieldName === 'phone' && phone ? { ...f, required: true } : f));
  return {
    fields: [
      ...(ASKS_USERNAME.includes(brand) ? [username] : []),
      ...fields,
      ...(ASKS_ADDRESS.includes(brand) ? address : []),
    ].sort((a, b) => a.order - b.order),
  };
}

export function signUpOptions(brand: Brand): SignUpOptions {
  // Tribal properties in states with an 18+ class II floor still ask 21 for the club.
  return { enabled: true, minimumAge: 21, requireCardNumber: false, allowSocialSignUp: brand !== 'elite' };
}

export function playerProfileSettings(brand: Brand): PlayerProfileSettings {
  return {
    allowEmailChange: true,
    allowPhoneChange: true,
    allowAddressChange: brand !== 'little-creek',
    allowNameChange: true,
    allowMarketingChange: true,
    showPatronId: true,
    requirePinForChanges: false,
  };
}

export function termsAndConditions(profile: BrandProfile): TermsAndConditions {
  return {
    version: '2026-01',
    title: `${profile.name} Players Club terms`,
    url: '/terms',
    requireAcceptance: true,
    body: [
      `Membership of the ${profile.name} Players Club is free and open to guests aged 21 or over. One account per person; cards and accounts cannot be transferred.`,
      'Points are earned on rated play and qualifying purchases as posted at the property. Points and rewards have no cash value, expire as shown in your account, and may be adjusted for errors.',
      `Rewards are redeemed at ${profile.name} only, on presentation of your club card or reward code and a valid photo ID.`,
      'We use your details to run your account, send the messages you ask for, and, if you agree, tell you about offers. You can change your choices or close your account at any time in your profile.',
      'When you close your account, sign-in stops at once and your personal details are removed after the period the property publishes; records of points and rewards are kept without them, as the law requires.',
      `${profile.name} may change these terms; you will be asked to accept a new version before using the portal again.`,
    ],
  };
}

export const userDataMaskingPendingDays = (): UserDataMaskingPendingDays => ({ days: 30 });

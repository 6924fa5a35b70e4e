import { PHONE_NUMBER_PATTERN, type CmsProfileField, type Profile } from '@patron/contracts';
import type { InputHTMLAttributes } from 'react';
import type { FieldRules } from '../../../shared/ui/form/validation';
import type { UpdateProfileInput } from '../api/update-profile';
import type { ProfileSettings } from '../api/profile-settings';
import { keptByCasino } from './read-only-fields';

export type EditField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'stateId'
  | 'zipCode'
  | 'countryId';

type Input = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

interface EditFieldSpec {
  name: EditField;
  group: 'name' | 'contact' | 'address';
  input: Input;
  rules: FieldRules;
}

/**
 * The contract's PUT /api/profile/ rules (updateProfileBodySchema) as docs/product.md#validation form rules.
 */
export const EDIT_FIELDS: readonly EditFieldSpec[] = [
  {
    name: 'firstName',
    group: 'name',
    input: { autoComplete: 'given-name' },
    rules: { required: true, maxLength: 64 },
  },
  {
    name: 'lastName',
    group: 'name',
    input: { autoComplete: 'family-name' },
    rules: { required: true, maxLength: 64 },
  },
  {
    name: 'email',
    group: 'contact',
    input: { type: 'email', autoComplete: 'email' },
    rules: { email: true, maxLength: 254 },
  },
  {
    name: 'phoneNumber',
    group: 'contact',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    rules: { pattern: PHONE_NUMBER_PATTERN },
  },
  {
    name: 'addressLine1',
    group: 'address',
    input: { autoComplete: 'address-line1' },
    rules: { maxLength: 200 },
  },
  {
    name: 'addressLine2',
    group: 'address',
    input: { autoComplete: 'address-line2' },
    rules: { maxLength: 200 },
  },
  { name: 'city', group: 'address', input: { autoComplete: 'address-level2' }, rules: { maxLength: 100 } },
  { name: 'stateId', group: 'address', input: { autoComplete: 'address-level1' }, rules: { maxLength: 32 } },
  { name: 'zipCode', group: 'address', input: { autoComplete: 'postal-code' }, rules: { maxLength: 20 } },
  { name: 'countryId', group: 'address', input: { autoComplete: 'country' }, rules: { maxLength: 8 } },
];

/** The profile field (as the contract names it) an edit field belongs to. */
const profileFieldOf = (field: EditFieldSpec): CmsProfileField =>
  field.group === 'address' ? 'address' : (field.name as CmsProfileField);

/** What the settings allow and the property's casino system does not keep. */
export function editableFields(
  settings: ProfileSettings,
  profile: Pick<Profile, 'readOnlyFields'> = {},
): EditFieldSpec[] {
  return EDIT_FIELDS.filter((field) => {
    if (keptByCasino(profile, profileFieldOf(field))) return false;
    if (field.group === 'name') return settings.allowNameChange;
    if (field.group === 'address') return settings.allowAddressChange;
    return field.name === 'email' ? settings.allowEmailChange : settings.allowPhoneChange;
  });
}

export function valuesOf(profile: Profile): Record<EditField, string> {
  const { address } = profile;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    stateId: address.stateId ?? '',
    zipCode: address.zipCode ?? '',
    countryId: address.countryId ?? '',
  };
}

/** Only what changed, and only fields the settings allow: an omitted field keeps its value. */
export function changesOf(
  before: Record<EditField, string>,
  after: Record<EditField, string>,
  fields: readonly EditFieldSpec[],
): UpdateProfileInput {
  const body: UpdateProfileInput = {};
  const address: NonNullable<UpdateProfileInput['address']> = {};
  for (const { name, group } of fields) {
    const value = after[name].trim();
    if (value === before[name].trim()) continue;
    const sent = value === '' ? null : value;
    if (group === 'address') address[name as keyof typeof address] = sent;
    else if (name === 'firstName' || name === 'lastName') body[name] = value;
    else body[name as 'email' | 'phoneNumber'] = sent;
  }
  if (Object.keys(address).length > 0) body.address = address;
  return body;
}

export type MarketingFlag = 'mailAllowed' | 'hasEmailOptInFlag' | 'hasSmsOptInFlag';
export const MARKETING_FLAGS: readonly MarketingFlag[] = [
  'hasEmailOptInFlag',
  'hasSmsOptInFlag',
  'mailAllowed',
];

/** The marketing consents that changed, or undefined when none did. */
export function marketingChanges(
  before: Record<MarketingFlag, boolean>,
  after: Record<MarketingFlag, boolean>,
): UpdateProfileInput['marketing'] {
  const changed = MARKETING_FLAGS.filter((flag) => before[flag] !== after[flag]);
  if (changed.length === 0) return undefined;
  return Object.fromEntries(changed.map((flag) => [flag, after[flag]]));
}

/**
 * Whether the form needs the current password or PIN: always for a new e-mail or phone number (where
 * reset links go), for anything when the property's requirePinForChanges says so.
 */
export function needsProof(settings: ProfileSettings, body: UpdateProfileInput): boolean {
  return settings.requirePinForChanges || body.email !== undefined || body.phoneNumber !== undefined;
}

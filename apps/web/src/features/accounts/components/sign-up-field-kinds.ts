import { PASSWORD_MAX_LENGTH, PHONE_NUMBER_PATTERN, type SignUpFieldName } from '@patron/contracts';
import type { InputHTMLAttributes } from 'react';
import type { FieldRules } from '../../../shared/ui/form/validation';
import type { SignUpField } from '../api/sign-up-metadata';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

interface FieldKind {
  input: InputProps;
  rules: Omit<FieldRules, 'required'>;
  checkbox?: boolean;
}

const text = (autoComplete: string, maxLength = 100): FieldKind => ({
  input: { type: 'text', autoComplete },
  rules: { maxLength },
});

/**
 * What each field of the sign-up body is: its input and the contract's limits (docs/product.md#validation
 * rules).
 */
const KINDS: Record<SignUpFieldName, FieldKind> = {
  username: text('username', 64),
  firstName: text('given-name', 64),
  lastName: text('family-name', 64),
  birthday: { input: { type: 'date', autoComplete: 'bday' }, rules: { pattern: /^\d{4}-\d{2}-\d{2}$/ } },
  email: { input: { type: 'email', autoComplete: 'email' }, rules: { email: true, maxLength: 254 } },
  phone: {
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    rules: { pattern: PHONE_NUMBER_PATTERN },
  },
  password: {
    input: { type: 'password', autoComplete: 'new-password' },
    rules: { minLength: 8, maxLength: PASSWORD_MAX_LENGTH },
  },
  address1: text('address-line1', 200),
  address2: text('address-line2', 200),
  city: text('address-level2'),
  stateId: text('address-level1', 32),
  postalCode: text('postal-code', 16),
  countryId: text('country', 8),
  mailAllowed: { input: {}, rules: {}, checkbox: true },
};

export function fieldKind(field: SignUpField): FieldKind {
  return KINDS[field.fieldName];
}

/** The kind's limits, overridden by what SignUpFields says of this field. */
export function fieldRules(field: SignUpField): FieldRules {
  const rules: FieldRules = { ...fieldKind(field).rules, required: field.required ?? false };
  if (field.minLength !== undefined) rules.minLength = field.minLength;
  if (field.maxLength !== undefined) rules.maxLength = field.maxLength;
  if (field.pattern) {
    rules.pattern = new RegExp(`^(?:${field.pattern})$`);
    if (field.patternMessage) rules.messages = { pattern: field.patternMessage };
  }
  return rules;
}

/** Whole years between a YYYY-MM-DD birthday and today (local date). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

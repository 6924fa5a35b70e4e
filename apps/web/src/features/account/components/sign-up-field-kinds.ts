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

/** What each field of the spec §3 sign-up payload is: its input and its spec §5 rules. */
const KINDS: Record<string, FieldKind> = {
  firstName: text('given-name', 64),
  lastName: text('family-name', 64),
  birthday: {
    input: { type: 'date', autoComplete: 'bday' },
    rules: { pattern: /^\d{4}-\d{2}-\d{2}$/ },
  },
  email: { input: { type: 'email', autoComplete: 'email' }, rules: { email: true, maxLength: 254 } },
  phone: {
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    rules: { pattern: /^\+?[0-9 ()-]{6,24}$/ },
  },
  password: {
    input: { type: 'password', autoComplete: 'new-password' },
    rules: { minLength: 8, maxLength: 256 },
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
  return KINDS[field.name] ?? text('off');
}

export function fieldRules(field: SignUpField): FieldRules {
  if (field.skipValidation) return { required: field.required };
  return { ...fieldKind(field).rules, required: field.required };
}

/** Whole years between a YYYY-MM-DD birthday and today. */
export function ageOn(birthday: string, today: Date = new Date()): number {
  const [year, month, day] = birthday.split('-').map(Number);
  if (!year || !month || !day) return Number.NaN;
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

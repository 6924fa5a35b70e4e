import type { z } from 'zod';
import {
  SIGN_UP_CORE_FIELDS,
  SIGN_UP_FIELD_NAMES,
  type SignUpField,
  type SignUpFieldName,
  type SignUpFields,
  type SignUpOptions,
  type TermsAndConditions,
} from './account-metadata';
import { signUpBodySchema, type SignUpBody } from './account-calls';

export const SIGN_UP_MESSAGES = {
  required: 'Field required',
  pattern: 'Wrong value.',
  tooYoung: (age: number) => `You must be at least ${age} years old to join.`,
  termsRequired: 'Please accept the terms and conditions.',
  termsChanged: 'The terms and conditions have changed. Please read and accept the current version.',
  closed: 'This property does not take new sign-ups online.',
} as const;

export type SignUpRules = {
  fields: SignUpFields;
  options: SignUpOptions;
  terms: TermsAndConditions;
  /** Today as YYYY-MM-DD (the age check). */
  today: string;
};

const isSignUpField = (name: string): name is SignUpFieldName =>
  (SIGN_UP_FIELD_NAMES as readonly string[]).includes(name);

/** The form's fields in SignUpFields order, core fields always included and required. */
export function signUpFormFields(fields: SignUpFields): (SignUpField & { fieldName: SignUpFieldName })[] {
  const listed = fields.fields
    .filter((f): f is SignUpField & { fieldName: SignUpFieldName } => isSignUpField(f.fieldName))
    .map((f) => (SIGN_UP_CORE_FIELDS.includes(f.fieldName) ? { ...f, required: true } : f));
  const missing = SIGN_UP_CORE_FIELDS.filter((name) => !listed.some((f) => f.fieldName === name));
  const last = Math.max(0, ...listed.map((f) => f.order));
  return [
    ...listed,
    ...missing.map((fieldName, i) => ({ fieldName, label: fieldName, order: last + i + 1, required: true })),
  ].sort((a, b) => a.order - b.order);
}

/** Whole years between a YYYY-MM-DD birthday and YYYY-MM-DD today. */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/**
 * The sign-up body schema of one tenant (docs/product.md#validation rules on the SignUpFields list). The
 * server and the web use the same one, so a form the web accepts is never refused for its shape.
 */
export function signUpBodySchemaFor(rules: SignUpRules): z.ZodType<SignUpBody> {
  const fields = signUpFormFields(rules.fields);
  return signUpBodySchema.superRefine((body, ctx) => {
    const values = body as Record<string, unknown>;
    for (const field of fields) {
      const value = values[field.fieldName];
      if (field.required && blank(value)) {
        ctx.addIssue({ code: 'custom', path: [field.fieldName], message: SIGN_UP_MESSAGES.required });
        continue;
      }
      if (typeof value !== 'string' || value === '') continue;
      if (field.minLength && value.length < field.minLength)
        ctx.addIssue({
          code: 'custom',
          path: [field.fieldName],
          message: `Value must be greater then ${field.minLength}`,
        });
      if (field.maxLength && value.length > field.maxLength)
        ctx.addIssue({
          code: 'custom',
          path: [field.fieldName],
          message: `Value must be less then ${field.maxLength}`,
        });
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value))
        ctx.addIssue({
          code: 'custom',
          path: [field.fieldName],
          message: field.patternMessage ?? SIGN_UP_MESSAGES.pattern,
        });
    }
    if (ageOn(body.birthday, rules.today) < rules.options.minimumAge)
      ctx.addIssue({
        code: 'custom',
        path: ['birthday'],
        message: SIGN_UP_MESSAGES.tooYoung(rules.options.minimumAge),
      });
    if (rules.terms.requireAcceptance) {
      if (body.termsAccepted !== true)
        ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: SIGN_UP_MESSAGES.termsRequired });
      else if (body.termsVersion !== rules.terms.version)
        ctx.addIssue({ code: 'custom', path: ['termsVersion'], message: SIGN_UP_MESSAGES.termsChanged });
    }
  });
}

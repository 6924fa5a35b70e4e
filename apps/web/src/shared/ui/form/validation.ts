import type { TFunction } from '../../i18n/translate';

/**
 * docs/product.md#validation rules of one form field; a message may be a translation key (falls back to the
 * default).
 */
export interface FieldRules {
  required?: boolean;
  email?: boolean;
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  messages?: Partial<Record<'required' | 'pattern' | 'email' | 'minLength' | 'maxLength', string>>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first broken rule's message, or undefined when the value passes (docs/product.md#validation defaults).
 */
export function validateValue(value: string, rules: FieldRules, t: TFunction): string | undefined {
  const message = (rule: keyof NonNullable<FieldRules['messages']>, fallbackKey: string, values = {}) => {
    const custom = rules.messages?.[rule];
    return custom ? t(custom, { ...values, defaultValue: custom }) : t(fallbackKey, values);
  };
  const text = value.trim();
  if (!text) return rules.required ? message('required', 'validation.required') : undefined;
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return message('minLength', 'validation.minLength', { min: rules.minLength });
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return message('maxLength', 'validation.maxLength', { max: rules.maxLength });
  }
  if (rules.email && !EMAIL.test(text)) return message('email', 'validation.email');
  if (rules.pattern && !rules.pattern.test(text)) return message('pattern', 'validation.pattern');
  return undefined;
}

/** Validates every field; answers the errors of the invalid ones only. */
export function validateAll<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, FieldRules>>,
  t: TFunction,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = validateValue(values[key] ?? '', rules[key] ?? {}, t);
    if (error) errors[key] = error;
  }
  return errors;
}

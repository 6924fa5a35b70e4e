import {
  signUpFieldsSchema,
  signUpFormFields,
  signUpOptionsSchema,
  termsAndConditionsSchema,
  type SignUpField as MetadataField,
  type SignUpFieldName,
  type TermsAndConditions,
} from '@patron/contracts';

export type SignUpField = MetadataField & { fieldName: SignUpFieldName };
export type Terms = TermsAndConditions;

export interface SignUpMetadata {
  enabled: boolean;
  minimumAge: number;
  fields: SignUpField[];
  terms: Terms | null;
}

/**
 * SignUpFields give the fields, labels, order and rules; SignUpOptions whether sign-up is open and
 * the minimum age; TermsAndConditions what is accepted (docs/product.md#accounts,
 * docs/design.md#account-calls). The core fields the server always needs are added and required by the
 * contracts' signUpFormFields.
 */
export function parseSignUpMetadata(fields: unknown, options: unknown, terms: unknown): SignUpMetadata {
  const parsedFields = signUpFieldsSchema.safeParse(fields);
  const parsedOptions = signUpOptionsSchema.safeParse(options);
  const parsedTerms = termsAndConditionsSchema.safeParse(terms);
  return {
    enabled: parsedFields.success && parsedOptions.success && parsedOptions.data.enabled,
    minimumAge: parsedOptions.success ? parsedOptions.data.minimumAge : 0,
    fields: parsedFields.success ? signUpFormFields(parsedFields.data) : [],
    terms: parsedTerms.success ? parsedTerms.data : null,
  };
}

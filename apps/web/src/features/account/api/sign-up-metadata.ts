import { z } from 'zod';

/** The sign-up body's fields the server always needs (spec §3 external sign-up payload). */
const ALWAYS_REQUIRED = new Set(['firstName', 'lastName', 'birthday', 'email', 'password']);

export interface SignUpField {
  name: string;
  label: string;
  order: number;
  required: boolean;
  /** Spec §5: a per-field override may skip validation (the server still checks). */
  skipValidation: boolean;
}

export interface Terms {
  version: string;
  title: string;
  url: string | undefined;
  text: string | undefined;
  requireAcceptance: boolean;
}

export interface SignUpMetadata {
  enabled: boolean;
  minimumAge: number | undefined;
  fields: SignUpField[];
  terms: Terms | null;
}

const override = z.object({ required: z.boolean().optional(), skipValidation: z.boolean().optional() });

const fieldsSchema = z.object({
  fields: z.array(
    z.object({
      fieldName: z.string().min(1),
      label: z.string(),
      order: z.number(),
      required: z.boolean().optional(),
    }),
  ),
});

const optionsSchema = z
  .object({
    enabled: z.boolean().optional(),
    minimumAge: z.number().int().positive().optional(),
    requiredFields: z.array(z.string()).optional(),
    fieldOverrides: z.record(z.string(), override).optional(),
  })
  .catch({});

const termsSchema = z
  .object({
    version: z.string(),
    title: z.string(),
    url: z.string().optional(),
    text: z.string().optional(),
    requireAcceptance: z.boolean().optional(),
  })
  .nullable()
  .catch(null);

/** SignUpFields give the fields, labels and order; SignUpOptions the rules (spec §3, DESIGN §10a). */
export function parseSignUpMetadata(fields: unknown, options: unknown, terms: unknown): SignUpMetadata {
  const parsedOptions = optionsSchema.parse(options ?? {});
  const parsedFields = fieldsSchema.safeParse(fields);
  const parsedTerms = termsSchema.parse(terms ?? null);
  const list = (parsedFields.success ? parsedFields.data.fields : [])
    .map((field) => {
      const forced = parsedOptions.fieldOverrides?.[field.fieldName];
      const required =
        forced?.required ??
        field.required ??
        parsedOptions.requiredFields?.includes(field.fieldName) ??
        ALWAYS_REQUIRED.has(field.fieldName);
      return {
        name: field.fieldName,
        label: field.label,
        order: field.order,
        required: required || ALWAYS_REQUIRED.has(field.fieldName),
        skipValidation: forced?.skipValidation ?? false,
      };
    })
    .sort((a, b) => a.order - b.order);
  return {
    enabled: parsedOptions.enabled ?? list.length > 0,
    minimumAge: parsedOptions.minimumAge,
    fields: list,
    terms: parsedTerms
      ? {
          version: parsedTerms.version,
          title: parsedTerms.title,
          url: parsedTerms.url,
          text: parsedTerms.text,
          requireAcceptance: parsedTerms.requireAcceptance ?? true,
        }
      : null,
  };
}

import {
  playerProfileSettingsSchema,
  signUpFieldsSchema,
  signUpOptionsSchema,
  termsAndConditionsSchema,
  userDataMaskingPendingDaysSchema,
  type PlayerProfileSettings,
  type SignUpFields,
  type SignUpOptions,
  type TermsAndConditions,
} from '@patron/contracts';
import type { z } from 'zod';
import type { MetadataRepository } from '../metadata/metadata.repository';

export type AccountSettings = {
  signUpFields: SignUpFields;
  signUpOptions: SignUpOptions;
  terms: TermsAndConditions;
  profile: PlayerProfileSettings;
  maskingDays: number;
};

/**
 * What a tenant's metadata says about accounts. Missing or malformed metadata falls back to the
 * safe choice: no online sign-up, no profile changes, masking after 30 days.
 */
const FALLBACK: AccountSettings = {
  signUpFields: { fields: [] },
  signUpOptions: { enabled: false, minimumAge: 21 },
  terms: { version: 'none', title: '', url: '', requireAcceptance: false },
  profile: { allowEmailChange: false, allowPhoneChange: false, allowAddressChange: false },
  maskingDays: 30,
};

const TYPES = [
  'SignUpFields',
  'SignUpOptions',
  'TermsAndConditions',
  'PlayerProfileSettings',
  'UserDataMaskingPendingDays',
];

function read<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

export function createAccountSettings(deps: { metadataRepository: MetadataRepository }) {
  return async function accountSettings(tenantId: string): Promise<AccountSettings> {
    const m = await deps.metadataRepository.findByTypes(tenantId, TYPES);
    return {
      signUpFields: read(signUpFieldsSchema, m.get('SignUpFields'), FALLBACK.signUpFields),
      signUpOptions: read(signUpOptionsSchema, m.get('SignUpOptions'), FALLBACK.signUpOptions),
      terms: read(termsAndConditionsSchema, m.get('TermsAndConditions'), FALLBACK.terms),
      profile: read(playerProfileSettingsSchema, m.get('PlayerProfileSettings'), FALLBACK.profile),
      maskingDays: read(userDataMaskingPendingDaysSchema, m.get('UserDataMaskingPendingDays'), {
        days: FALLBACK.maskingDays,
      }).days,
    };
  };
}
export type AccountSettingsReader = ReturnType<typeof createAccountSettings>;

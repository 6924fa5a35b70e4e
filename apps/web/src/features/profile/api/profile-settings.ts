import { metadataListItemSchema, type MetadataType } from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { METADATA_KEY, cachedQuery } from '../../../shared/query/query-client';

const TYPES: readonly MetadataType[] = ['PlayerProfileSettings', 'UserDataMaskingPendingDays'];

const settingsSchema = z
  .object({
    allowEmailChange: z.boolean().default(true),
    allowPhoneChange: z.boolean().default(true),
    allowAddressChange: z.boolean().default(true),
    allowNameChange: z.boolean().default(false),
    allowMarketingChange: z.boolean().default(true),
    showPatronId: z.boolean().default(true),
  })
  .catch({
    allowEmailChange: false,
    allowPhoneChange: false,
    allowAddressChange: false,
    allowNameChange: false,
    allowMarketingChange: false,
    showPatronId: true,
  });
export type ProfileSettings = z.infer<typeof settingsSchema>;

const maskingSchema = z.object({ days: z.number().int().nonnegative() }).catch({ days: 30 });

export interface ProfileMetadata {
  settings: ProfileSettings;
  maskingDays: number;
}

export async function getProfileMetadata(): Promise<ProfileMetadata> {
  const items = z.array(metadataListItemSchema).parse(await http.request(paths.metadata(TYPES)));
  const of = (type: MetadataType) => items.find((item) => item.type === type)?.metadata;
  return {
    settings: settingsSchema.parse(of('PlayerProfileSettings') ?? {}),
    maskingDays: maskingSchema.parse(of('UserDataMaskingPendingDays')).days,
  };
}

export const profileMetadataQueryOptions = () =>
  queryOptions({ queryKey: [METADATA_KEY, ...TYPES] as const, queryFn: getProfileMetadata, ...cachedQuery() });

export function useProfileMetadata() {
  return useQuery(profileMetadataQueryOptions());
}

import {
  metadataListItemSchema,
  playerProfileSettingsSchema,
  userDataMaskingPendingDaysSchema,
  type MetadataType,
  type PlayerProfileSettings,
} from '@patron/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { METADATA_KEY, cachedQuery } from '../../../shared/query/query-client';

const TYPES: readonly MetadataType[] = ['PlayerProfileSettings', 'UserDataMaskingPendingDays'];

export type ProfileSettings = Required<PlayerProfileSettings>;

/** Without readable settings nothing is offered for change: the server would refuse it anyway. */
const LOCKED: ProfileSettings = {
  allowEmailChange: false,
  allowPhoneChange: false,
  allowAddressChange: false,
  allowNameChange: false,
  allowMarketingChange: false,
  showPatronId: true,
  requirePinForChanges: false,
};

function settingsOf(value: unknown): ProfileSettings {
  const parsed = playerProfileSettingsSchema.safeParse(value);
  if (!parsed.success) return LOCKED;
  return {
    ...parsed.data,
    allowNameChange: parsed.data.allowNameChange ?? false,
    allowMarketingChange: parsed.data.allowMarketingChange ?? false,
    showPatronId: parsed.data.showPatronId ?? true,
    requirePinForChanges: parsed.data.requirePinForChanges ?? false,
  };
}

export interface ProfileMetadata {
  settings: ProfileSettings;
  maskingDays: number;
}

export async function getProfileMetadata(): Promise<ProfileMetadata> {
  const items = z.array(metadataListItemSchema).parse(await http.request(paths.metadata(TYPES)));
  const of = (type: MetadataType) => items.find((item) => item.type === type)?.metadata;
  return {
    settings: settingsOf(of('PlayerProfileSettings')),
    maskingDays:
      userDataMaskingPendingDaysSchema.safeParse(of('UserDataMaskingPendingDays')).data?.days ?? 30,
  };
}

export const profileMetadataQueryOptions = () =>
  queryOptions({
    queryKey: [METADATA_KEY, ...TYPES] as const,
    queryFn: getProfileMetadata,
    ...cachedQuery(),
  });

export function useProfileMetadata() {
  return useQuery(profileMetadataQueryOptions());
}

import {
  BOOTSTRAP_METADATA_TYPES,
  brandingSchema,
  clientAccountSchema,
  kioskLobbyTokenSchema,
  kioskModeSchema,
  metadataListItemSchema,
  playerPortalSettingsSchema,
  ssoProvidersSchema,
  type Branding,
  type ClientAccount,
  type KioskLobbyToken,
  type KioskMode,
  type MetadataListItem,
  type PlayerPortalSettings,
  type SsoProvider,
} from '@patron/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { METADATA_KEY, cachedQuery } from '../../../shared/query/query-client';

export const metadataKeys = {
  all: [METADATA_KEY] as const,
  clientAccount: () => [METADATA_KEY, 'ClientAccount'] as const,
  bootstrap: () => [METADATA_KEY, ...BOOTSTRAP_METADATA_TYPES] as const,
};

export interface BootstrapMetadata {
  branding: Branding | undefined;
  kioskMode: KioskMode | undefined;
  kioskLobbyToken: KioskLobbyToken | undefined;
  portalSettings: PlayerPortalSettings | undefined;
  ssoProviders: SsoProvider[];
}

export async function getClientAccount(): Promise<ClientAccount> {
  return clientAccountSchema.parse(await http.request(paths.metadata(['ClientAccount'])));
}

function pick<T>(
  items: MetadataListItem[],
  type: MetadataListItem['type'],
  schema: z.ZodType<T>,
): T | undefined {
  const parsed = schema.safeParse(items.find((item) => item.type === type)?.metadata);
  return parsed.success ? parsed.data : undefined;
}

export function parseBootstrapMetadata(body: unknown): BootstrapMetadata {
  const items = z.array(metadataListItemSchema).parse(body);
  return {
    branding: pick(items, 'Branding', brandingSchema),
    kioskMode: pick(items, 'KioskMode', kioskModeSchema),
    kioskLobbyToken: pick(items, 'KioskLobbyToken', kioskLobbyTokenSchema),
    portalSettings: pick(items, 'PlayerPortalSettings', playerPortalSettingsSchema),
    ssoProviders: pick(items, 'SsoProviders', ssoProvidersSchema) ?? [],
  };
}

export async function getBootstrapMetadata(): Promise<BootstrapMetadata> {
  return parseBootstrapMetadata(await http.request(paths.metadata(BOOTSTRAP_METADATA_TYPES)));
}

export const clientAccountQueryOptions = () =>
  queryOptions({ queryKey: metadataKeys.clientAccount(), queryFn: getClientAccount, ...cachedQuery() });

export const bootstrapMetadataQueryOptions = () =>
  queryOptions({ queryKey: metadataKeys.bootstrap(), queryFn: getBootstrapMetadata, ...cachedQuery() });

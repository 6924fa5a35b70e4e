import {
  BOOTSTRAP_METADATA_TYPES,
  type Branding,
  type ClientAccount,
  type KioskLobbyToken,
  type KioskMode,
  type MetadataListItem,
  type PlayerPortalSettings,
  type SsoProvider,
} from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { createCachedResource } from '../../../shared/query/cached-resource';
import { onClearResponseCache } from '../../../shared/query/response-cache';
import { HttpError } from '../../../shared/http/http-error';
import { parse, type Check } from '../../../shared/validate/checks';
import {
  brandingCheck,
  clientAccountCheck,
  kioskLobbyTokenCheck,
  kioskModeCheck,
  metadataListCheck,
  playerPortalSettingsCheck,
  ssoProvidersCheck,
} from './metadata-checks';

export interface BootstrapMetadata {
  branding: Branding | undefined;
  kioskMode: KioskMode | undefined;
  kioskLobbyToken: KioskLobbyToken | undefined;
  portalSettings: PlayerPortalSettings | undefined;
  ssoProviders: SsoProvider[];
}

export async function getClientAccount(): Promise<ClientAccount> {
  return parseOrThrow(
    clientAccountCheck,
    await http.request(paths.metadata(['ClientAccount']), { immediate: true }),
  );
}

/** A malformed answer fails the query (the bootstrap screen offers a retry), as `schema.parse` did. */
function parseOrThrow<T>(check: Check<T>, body: unknown): T {
  const value = parse(check, body);
  if (value === undefined) throw new HttpError(500, { errors: ['Invalid metadata response'] });
  return value;
}

function pick<T>(items: MetadataListItem[], type: MetadataListItem['type'], check: Check<T>): T | undefined {
  return parse(check, items.find((item) => item.type === type)?.metadata);
}

export function parseBootstrapMetadata(body: unknown): BootstrapMetadata {
  const items = parseOrThrow(metadataListCheck, body);
  return {
    branding: pick(items, 'Branding', brandingCheck),
    kioskMode: pick(items, 'KioskMode', kioskModeCheck),
    kioskLobbyToken: pick(items, 'KioskLobbyToken', kioskLobbyTokenCheck),
    portalSettings: pick(items, 'PlayerPortalSettings', playerPortalSettingsCheck),
    ssoProviders: pick(items, 'SsoProviders', ssoProvidersCheck) ?? [],
  };
}

export async function getBootstrapMetadata(): Promise<BootstrapMetadata> {
  return parseBootstrapMetadata(
    await http.request(paths.metadata(BOOTSTRAP_METADATA_TYPES), { immediate: true }),
  );
}

export const clientAccountResource = createCachedResource(getClientAccount);
export const bootstrapMetadataResource = createCachedResource(getBootstrapMetadata);

/** docs/product.md#sign-in: metadata stays on screen while it refetches after a login or logout. */
onClearResponseCache(() => {
  clientAccountResource.invalidate();
  bootstrapMetadataResource.invalidate();
});

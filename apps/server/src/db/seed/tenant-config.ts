import { clientHashForBrand, ssoProvidersSchema, type MetadataType } from '@patron/contracts';
import type { Config } from '../../config';
import { BRAND_PROFILES } from './brands';
import { buildMetadata, type MetadataSeedOptions } from './metadata';
import { buildTenantContent, type TenantContent } from './tenant-content';

/** One tenant as production loads it: who it is, where it answers and its metadata. No people. */
export type TenantConfig = {
  brand: string;
  clientHash: string;
  name: string;
  domains: string[];
  metadata: Record<MetadataType, unknown>;
  content: TenantContent;
};

/**
 * The white-label tenants this build serves (docs/product.md#screens-and-routes), with the sign-in providers
 * configured.
 */
export function buildTenantConfig(options: MetadataSeedOptions): TenantConfig[] {
  return BRAND_PROFILES.map((profile) => ({
    brand: profile.brand,
    clientHash: clientHashForBrand(profile.brand),
    name: profile.name,
    domains: [`${profile.brand}.localhost`],
    metadata: buildMetadata(profile, options),
    content: buildTenantContent(profile.brand),
  }));
}

const SOCIAL = new Set(['facebook', 'google']);

/**
 * The external IdPs (docs/design.md#identity-and-sessions: not the social ones) any tenant offers, e.g.
 * ['okta'].
 */
export function idpNamesOf(tenantConfig: TenantConfig[]): string[] {
  const names = tenantConfig.flatMap((tenant) => {
    const parsed = ssoProvidersSchema.safeParse(tenant.metadata.SsoProviders);
    return parsed.success ? parsed.data.filter((p) => !SOCIAL.has(p.type)).map((p) => p.type) : [];
  });
  return [...new Set(names)];
}

/** The tenant configuration this config describes: providers appear only where configured. */
export function tenantConfigFor(
  config: Pick<Config, 'oktaAuthEndpoint' | 'facebookAppId' | 'googleClientId'>,
): TenantConfig[] {
  return buildTenantConfig({
    oktaAuthEndpoint: config.oktaAuthEndpoint,
    facebookAppId: config.facebookAppId,
    googleClientId: config.googleClientId,
  });
}

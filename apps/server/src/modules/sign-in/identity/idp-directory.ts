import { SOCIAL_PROVIDERS, ssoProvidersSchema } from '@patron/contracts';
import type { MetadataRepository } from '../../metadata/metadata.repository';
import { createOidcConfigurationCache, createOidcVerifier, type OidcVerifier } from './oidc-client';

export type ExternalIdp = { name: string; issuer: string; clientId: string; verifier: OidcVerifier };

export type IdpDirectoryOptions = {
  metadataRepository: MetadataRepository;
  /** Used when an SsoProviders entry names no clientId. */
  defaultClientId: string;
  clientSecret: string | undefined;
  /** The configured OKTA_AUTH_ENDPOINT; a relative value means "the dev provider" when one runs. */
  configuredAuthEndpoint: string | undefined;
  /** Issuer of the dev OIDC provider started by server.ts, if any. */
  devIssuer: string | undefined;
  /** Base for other relative authEndpoint values, e.g. http://localhost:8080. */
  localOrigin: string;
};

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;
// Their authEndpoint is an OAuth dialog (implicit flow), not an OpenID Connect issuer.
const SOCIAL_TYPES = new Set<string>(SOCIAL_PROVIDERS);

/**
 * docs/design.md#identity-and-sessions: the IdP of a tenant is its SsoProviders entry with that type and an
 * authEndpoint.
 */
export function createIdpDirectory(options: IdpDirectoryOptions) {
  const { metadataRepository } = options;
  const configurations = createOidcConfigurationCache();
  const verifiers = new Map<string, OidcVerifier>();

  const resolveIssuer = (authEndpoint: string): string => {
    if (/^https?:\/\//.test(authEndpoint)) return authEndpoint.replace(/\/$/, '');
    if (options.devIssuer && authEndpoint === options.configuredAuthEndpoint) return options.devIssuer;
    return new URL(authEndpoint, options.localOrigin).href.replace(/\/$/, '');
  };

  const verifierFor = (issuer: string, clientId: string): OidcVerifier => {
    const key = `${issuer}\n${clientId}`;
    let verifier = verifiers.get(key);
    if (!verifier) {
      verifier = createOidcVerifier({
        issuerUrl: issuer,
        clientId,
        ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
        // Every call passes the per-brand redirect URI; this one is never used.
        redirectUri: `${options.localOrigin}/okta-token`,
        allowInsecureHttp: LOOPBACK.test(new URL(issuer).hostname),
        configurationCache: configurations,
      });
      verifiers.set(key, verifier);
    }
    return verifier;
  };

  return {
    resolveIssuer,
    async find(tenantId: string, idp: string): Promise<ExternalIdp | undefined> {
      const stored = await metadataRepository.findByTypes(tenantId, ['SsoProviders']);
      const parsed = ssoProvidersSchema.safeParse(stored.get('SsoProviders'));
      if (!parsed.success) return undefined;
      const entry = parsed.data.find((p) => p.type === idp && p.authEndpoint && !SOCIAL_TYPES.has(p.type));
      if (!entry?.authEndpoint) return undefined;
      const issuer = resolveIssuer(entry.authEndpoint);
      const clientId = entry.clientId ?? options.defaultClientId;
      return { name: idp, issuer, clientId, verifier: verifierFor(issuer, clientId) };
    },
  };
}
export type IdpDirectory = ReturnType<typeof createIdpDirectory>;

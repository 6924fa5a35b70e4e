import { BRANDS } from '@patron/contracts';
import type { Config } from '../config';
import { startDevOidcProvider, type DevOidcProvider } from './oidc-provider';

/** The portal's own origins, whose /okta-token and / the dev IdP must accept as redirect targets. */
export function portalOrigins(port: number): string[] {
  return [`http://localhost:${port}`, ...BRANDS.map((brand) => `http://${brand}.localhost:${port}`)];
}

/**
 * Outside production, a relative OKTA_AUTH_ENDPOINT (the default '/oidc') means "the dev IdP":
 * server.ts starts it on a side port so the external identity provider sign-in works out of the box.
 */
export async function startPortalDevOidc(config: Config): Promise<DevOidcProvider | undefined> {
  const endpoint = config.oktaAuthEndpoint;
  if (!config.devMode || !endpoint || /^https?:\/\//.test(endpoint)) return undefined;
  const origins = portalOrigins(config.port);
  return startDevOidcProvider({
    port: config.devOidcPort,
    clients: [
      {
        clientId: config.oktaClientId,
        redirectUris: origins.map((origin) => `${origin}/okta-token`),
        postLogoutRedirectUris: origins.flatMap((origin) => [origin, `${origin}/`]),
      },
    ],
  });
}

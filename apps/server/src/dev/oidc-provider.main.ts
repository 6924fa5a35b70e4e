import { BRANDS } from '@patron/contracts';
import { loadDevToolsConfig } from '../config/dev-tools';
import { DEV_OIDC_DEMO_ACCOUNT } from './oidc-dev-accounts';
import { startDevOidcProvider } from './oidc-provider';

const env = loadDevToolsConfig();

const portalOrigins = [
  `http://localhost:${env.OIDC_DEV_PORTAL_PORT}`,
  ...BRANDS.map((brand) => `http://${brand}.localhost:${env.OIDC_DEV_PORTAL_PORT}`),
];

const idp = await startDevOidcProvider({
  port: env.OIDC_DEV_PORT,
  clients: [
    {
      clientId: 'player-portal',
      redirectUris: portalOrigins.map((origin) => `${origin}/okta-token`),
      postLogoutRedirectUris: portalOrigins.flatMap((origin) => [origin, `${origin}/`]),
    },
  ],
});

console.log(`dev OIDC provider (the seed's "okta") on ${idp.issuer}
  discovery:  ${idp.issuer}/.well-known/openid-configuration
  client:     player-portal (public, PKCE S256), redirect {portal}/okta-token
  sign in:    ${DEV_OIDC_DEMO_ACCOUNT.login} / ${DEV_OIDC_DEMO_ACCOUNT.password} (sub ${DEV_OIDC_DEMO_ACCOUNT.subject})`);

const stop = () => void idp.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

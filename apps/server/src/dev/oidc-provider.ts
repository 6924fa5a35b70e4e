import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Provider, { type ClientMetadata, type Configuration, type JWK } from 'oidc-provider';
import {
  DEV_OIDC_DEMO_ACCOUNT,
  accountClaims,
  createDevAccountStore,
  type DevOidcAccount,
} from './oidc-dev-accounts';
import { DEV_PAGE_CSP, errorPage, logoutPage, signedOutPage } from './oidc-dev-pages';
import { createInteractionHandler } from './oidc-dev-interactions';

export type DevOidcClient = {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** Omit for a public client (token_endpoint_auth_method none); PKCE is required either way. */
  clientSecret?: string;
};

export type DevOidcProviderOptions = {
  port: number;
  host?: string;
  /** Defaults to http://{host}:{bound port}. */
  issuer?: string;
  clients: DevOidcClient[];
  accounts?: DevOidcAccount[];
  /** A private signing JWK (with kid and alg) so tests can mint tokens the provider's JWKS vouches for. */
  signingKey?: JWK;
};

export type DevOidcProvider = { issuer: string; port: number; close(): Promise<void> };

const SCOPES = 'openid email profile';

// docs/product.md#sign-in sends players to {authEndpoint}/authorize and {authEndpoint}/logout (Okta's paths),
// with the issuer as authEndpoint; /session/end stays the advertised end_session endpoint.
const ALIASES: Record<string, string> = { '/logout': '/session/end' };

export async function startDevOidcProvider(options: DevOidcProviderOptions): Promise<DevOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://${host}:${port}`;
  const accounts = createDevAccountStore(options.accounts ?? [DEV_OIDC_DEMO_ACCOUNT]);
  const provider = await configuration(options, accounts)
    .then((config) => new Provider(issuer, config))
    .catch((error: unknown) => {
      server.close();
      throw error;
    });
  const interactions = createInteractionHandler({ provider, accounts });
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const alias = ALIASES[url.pathname];
    if (alias) req.url = `${alias}${url.search}`;
    if (url.pathname.startsWith('/interaction/')) {
      void interactions(req, res, url);
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function configuration(
  options: DevOidcProviderOptions,
  accounts: ReturnType<typeof createDevAccountStore>,
): Promise<Configuration> {
  return {
    clients: options.clients.map(toClientMetadata),
    jwks: { keys: [options.signingKey ?? (await generateSigningKey())] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Like Okta: the id_token itself carries email and profile claims, so no userinfo call is needed.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    scopes: SCOPES.split(' '),
    async findAccount(_ctx, id) {
      const account = accounts.findBySubject(id);
      return account ? { accountId: account.subject, claims: () => accountClaims(account) } : undefined;
    },
    routes: { authorization: '/authorize', end_session: '/session/end' },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Every client of the dev IdP is first-party, so the consent prompt is granted without asking.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (!oidc.session?.accountId || !oidc.client) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.set('Content-Security-Policy', DEV_PAGE_CSP);
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.set('Content-Security-Policy', DEV_PAGE_CSP);
          ctx.body = signedOutPage();
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', DEV_PAGE_CSP);
      ctx.body = errorPage(
        String(out.error),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
    ttl: {
      IdToken: 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
}

function toClientMetadata(client: DevOidcClient): ClientMetadata {
  return {
    client_id: client.clientId,
    ...(client.clientSecret
      ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    scope: SCOPES,
  };
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
}

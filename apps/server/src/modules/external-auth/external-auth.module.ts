import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  createOidcAuthRequestsRepository,
  createPlayerIdentitiesRepository,
  createSpentCredentialsRepository,
} from '../identity/player-identities.repository';
import { createRemoteAuthTokens } from '../identity/remote-auth-token';
import {
  createFacebookVerifier,
  createGoogleVerifier,
  type SocialProvider,
} from '../identity/social-verifier';
import { createExternalCodeGrant, createExternalIdTokenGrant } from '../oauth/grants/external-oidc.grant';
import { createFacebookAccessGrant } from '../oauth/grants/facebook-access.grant';
import type { Grant } from '../oauth/grants/grant';
import { createGoogleAccessGrant } from '../oauth/grants/google-access.grant';
import { createRTokenGrant } from '../oauth/grants/r-token.grant';
import type { PlayersRepository } from '../players/players.repository';
import type { SignInThrottle } from '../sign-in-throttle/sign-in-throttle.service';
import { createTenantsRepository } from '../tenants/tenants.repository';
import { createExternalAuthService } from './external-auth.service';
import { createIdpDirectory } from './idp-directory';
import { createIdpLoginService } from './idp-login.service';
import { PROVIDER_DIALOG_URLS } from './social-dialogs';

/** Wires the issue-3 identity features: social, external IdP and r_token grants plus their routes. */
export function createExternalAuthModule(deps: {
  db: Database;
  config: Config;
  playersRepository: PlayersRepository;
  signInThrottle: SignInThrottle;
  log: FastifyBaseLogger;
  /** Issuer of the dev OIDC provider server.ts started, if any. */
  devOidcIssuer?: string | undefined;
  /** Dialogs of the dev fake social provider server.ts started, if any. */
  devSocialDialogUrls?: Partial<Record<SocialProvider, string>> | undefined;
}) {
  const { db, config, playersRepository, signInThrottle } = deps;
  const playerIdentities = createPlayerIdentitiesRepository(db);
  const spentCredentials = createSpentCredentialsRepository(db);
  const authRequests = createOidcAuthRequestsRepository(db);
  const tenantsRepository = createTenantsRepository(db);
  const verifiers = {
    facebook: createFacebookVerifier({
      graphBaseUrl: config.facebookGraphUrl,
      appId: config.facebookAppId,
      appSecret: config.facebookAppSecret,
    }),
    google: createGoogleVerifier({
      tokenInfoBaseUrl: config.googleTokenInfoUrl,
      clientId: config.googleClientId,
    }),
  };
  const idps = createIdpDirectory({
    db,
    defaultClientId: config.oktaClientId,
    clientSecret: config.oktaClientSecret,
    configuredAuthEndpoint: config.oktaAuthEndpoint,
    devIssuer: deps.devOidcIssuer,
    localOrigin: `http://localhost:${config.port}`,
  });
  const linked = { playerIdentities, playersRepository, signInThrottle };
  const oidcDeps = { ...linked, idps, authRequests, spentCredentials };

  const grants: Grant[] = [
    createFacebookAccessGrant({ ...linked, verifier: verifiers.facebook }),
    createGoogleAccessGrant({ ...linked, verifier: verifiers.google }),
    createExternalIdTokenGrant(oidcDeps),
    createExternalCodeGrant(oidcDeps),
  ];
  if (config.remoteAuthKeys.length) {
    const remoteAuthTokens = createRemoteAuthTokens({ keys: config.remoteAuthKeys });
    grants.push(createRTokenGrant({ remoteAuthTokens, spentCredentials, playersRepository, signInThrottle }));
  } else {
    deps.log.warn('REMOTE_AUTH_SECRETS is not set: the r_token grant is disabled');
  }

  return {
    grants,
    externalAuthService: createExternalAuthService({
      db,
      playersRepository,
      playerIdentities,
      signInThrottle,
      verifiers,
      log: deps.log,
    }),
    idpLoginService: createIdpLoginService({
      idps,
      authRequests,
      tenantDomains: (tenantId) => tenantsRepository.domainsOf(tenantId),
    }),
    // The seed stores the relative authEndpoint; a browser following it lands on the dev IdP.
    devOidcRedirect:
      deps.devOidcIssuer && config.oktaAuthEndpoint.startsWith('/')
        ? { prefix: config.oktaAuthEndpoint.replace(/\/$/, ''), issuer: deps.devOidcIssuer }
        : undefined,
    socialDialogUrls: { ...PROVIDER_DIALOG_URLS, ...deps.devSocialDialogUrls },
  };
}

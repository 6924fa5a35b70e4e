import type { FastifyBaseLogger } from 'fastify';
import type { Passwords } from '../../../lib/passwords';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { IdentityVerificationError } from '../identity/identity-error';
import { createIdpDirectory } from '../identity/idp-directory';
import type {
  OidcAuthRequestsRepository,
  PlayerIdentitiesRepository,
  SpentCredentialsRepository,
} from '../identity/player-identities.repository';
import { createRemoteAuthTokens } from '../identity/remote-auth-token';
import {
  createFacebookVerifier,
  createGoogleVerifier,
  type SocialProvider,
  type SocialVerifier,
} from '../identity/social-verifier';
import type { MetadataRepository } from '../../metadata/metadata.repository';
import { createExternalCodeGrant, createExternalIdTokenGrant } from '../oauth/grants/external-oidc.grant';
import { createFacebookAccessGrant } from '../oauth/grants/facebook-access.grant';
import type { Grant } from '../oauth/grants/grant';
import { createGoogleAccessGrant } from '../oauth/grants/google-access.grant';
import { createRTokenGrant } from '../oauth/grants/r-token.grant';
import type { PlayersRepository } from '../players/players.repository';
import type { SignInThrottle } from '../throttle/sign-in-throttle.service';
import type { TenantsRepository } from '../../tenants/tenants.repository';
import { createExternalAuthService } from './external-auth.service';
import { createIdpLoginService } from './idp-login.service';
import { PROVIDER_DIALOG_URLS } from './social-dialogs';

// A provider production was given no credentials for: its sign-in answers 503, never a guess.
const unconfigured = (provider: SocialProvider): SocialVerifier => ({
  provider,
  verify: () => Promise.reject(new IdentityVerificationError('provider_misconfigured', 'not configured')),
});

/** Wires the issue-3 identity features (social, external IdP, r_token) from what the composition root built. */
export function createExternalAuthModule(deps: {
  db: Database;
  config: Config;
  playersRepository: PlayersRepository;
  playerIdentities: PlayerIdentitiesRepository;
  spentCredentials: SpentCredentialsRepository;
  authRequests: OidcAuthRequestsRepository;
  tenantsRepository: TenantsRepository;
  metadataRepository: MetadataRepository;
  signInThrottle: SignInThrottle;
  passwords: Passwords;
  log: FastifyBaseLogger;
  /** Issuer of the dev OIDC provider (development and test only). */
  devOidcIssuer?: string | undefined;
  /** Dialogs of the dev fake social provider (development and test only). */
  devSocialDialogUrls?: Partial<Record<SocialProvider, string>> | undefined;
}) {
  const { db, config, playersRepository, playerIdentities, spentCredentials, authRequests, signInThrottle } =
    deps;
  const { facebookAppId, facebookAppSecret, googleClientId } = config;
  const verifiers = {
    facebook:
      facebookAppId && facebookAppSecret
        ? createFacebookVerifier({
            graphBaseUrl: config.facebookGraphUrl,
            appId: facebookAppId,
            appSecret: facebookAppSecret,
          })
        : unconfigured('facebook'),
    google: googleClientId
      ? createGoogleVerifier({ tokenInfoBaseUrl: config.googleTokenInfoUrl, clientId: googleClientId })
      : unconfigured('google'),
  };
  const idps = createIdpDirectory({
    metadataRepository: deps.metadataRepository,
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
      passwords: deps.passwords,
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
      tenantDomains: (tenantId) => deps.tenantsRepository.domainsOf(tenantId),
    }),
    socialDialogUrls: { ...PROVIDER_DIALOG_URLS, ...deps.devSocialDialogUrls },
  };
}

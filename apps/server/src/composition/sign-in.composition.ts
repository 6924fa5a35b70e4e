import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DevWiring } from '../dev/dev-wiring';
import type { Passwords } from '../lib/passwords';
import { createExternalAuthModule } from '../modules/sign-in/external-auth/external-auth.module';
import {
  createOidcAuthRequestsRepository,
  createPlayerIdentitiesRepository,
  createSpentCredentialsRepository,
} from '../modules/sign-in/identity/player-identities.repository';
import { createImpersonationLinkService } from '../modules/impersonation/impersonation-link.service';
import { createImpersonationRepository } from '../modules/impersonation/impersonation.repository';
import { createAccessTokens } from '../modules/sign-in/oauth/access-tokens';
import { createCardPinGrant } from '../modules/sign-in/oauth/grants/card-pin.grant';
import { createDeviceHashGrant } from '../modules/sign-in/oauth/grants/device-hash.grant';
import { createPasswordGrant } from '../modules/sign-in/oauth/grants/password.grant';
import { createRefreshTokenGrant } from '../modules/sign-in/oauth/grants/refresh-token.grant';
import { createGrantRegistry } from '../modules/sign-in/oauth/grants/registry';
import { createTokenExchangeGrant } from '../modules/impersonation/token-exchange.grant';
import { createOAuthService } from '../modules/sign-in/oauth/oauth.service';
import { createRefreshTokensRepository } from '../modules/sign-in/oauth/refresh-tokens.repository';
import { createRefreshTokensService } from '../modules/sign-in/oauth/refresh-tokens.service';
import { createSigningKeyRing } from '../modules/sign-in/oauth/signing-key-ring';
import { createSigningKeySource } from '../modules/sign-in/oauth/signing-key-sources';
import { createSigningKeysRepository } from '../modules/sign-in/oauth/signing-keys.repository';
import { createSignInRateLimiter } from '../modules/sign-in/throttle/sign-in-rate-limiter';
import { createSignInThrottleRepository } from '../modules/sign-in/throttle/sign-in-throttle.repository';
import { createSignInThrottle } from '../modules/sign-in/throttle/sign-in-throttle.service';
import { createTenantFailureAlarm } from '../modules/sign-in/throttle/tenant-failure-alarm';
import { createTerminalsRepository } from '../modules/sign-in/terminals/terminals.repository';
import { createTenantFailureBudgetCounter } from '../plugins/metrics';
import type { CoreRepositories } from './core-repositories.composition';

/**
 * Tokens, the brute-force throttle and every grant of `POST /oauth/token`
 * (docs/design.md#identity-and-sessions).
 */
export function createSignIn(deps: {
  db: Database;
  config: Config;
  core: CoreRepositories;
  metricsRegistry: Registry;
  log: FastifyBaseLogger;
  dev: DevWiring | undefined;
  passwords: Passwords;
}) {
  const { db, config, log, passwords } = deps;
  const { playersRepository, tenantsRepository, metadataRepository, rateLimitRepository } = deps.core;
  const refreshTokensRepository = createRefreshTokensRepository(db);
  const impersonationRepository = createImpersonationRepository(db);
  const spentCredentials = createSpentCredentialsRepository(db);
  const authRequests = createOidcAuthRequestsRepository(db);

  const accessTokens = createAccessTokens({
    keyRing: createSigningKeyRing({
      source: createSigningKeySource({
        configured: config.signingKeys,
        keyEncryptionSecret: config.keyEncryptionSecret,
        signingKeysRepository: createSigningKeysRepository(db),
      }),
      ttlMs: config.signingKeysCacheSeconds * 1000,
      onReloadError: (err) => log.warn({ err }, 'signing keys reload failed; keeping the last keys'),
    }),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const refreshTokensService = createRefreshTokensService({
    refreshTokensRepository,
    ttlSeconds: config.refreshTokenTtlSeconds,
    familyMaxAgeSeconds: config.refreshFamilyMaxAgeSeconds,
  });
  // Brute-force lockout shared by every grant that checks a password or PIN
  // (docs/design.md#identity-and-sessions).
  const signInThrottle = createSignInThrottle({
    // Production without KEY_ENCRYPTION_SECRET (SIGNING_KEYS only) keys it with the empty secret.
    unknownAccountSecret: `sign-in-unknown-account:${config.keyEncryptionSecret ?? ''}`,
    signInThrottleRepository: createSignInThrottleRepository(db),
    passwords,
    signInRateLimiter: createSignInRateLimiter({
      rateLimitRepository,
      limits: {
        requestsPerAddressPerMinute: config.signInRequestsPerMinute,
        tenantFailuresPer5Minutes: config.tenantSignInFailureBudget,
      },
      onTenantBudgetExceeded: createTenantFailureAlarm({
        counter: createTenantFailureBudgetCounter(deps.metricsRegistry),
        log,
        brandOf: async (id) => (await tenantsRepository.listWithDomains()).find((t) => t.id === id)?.brand,
      }),
    }),
  });
  const impersonationLinkService = createImpersonationLinkService({
    masterSecret: config.impersonationLinkSecret,
    spentCredentials,
  });
  const playerIdentities = createPlayerIdentitiesRepository(db);
  const externalAuth = createExternalAuthModule({
    db,
    config,
    playersRepository,
    playerIdentities,
    spentCredentials,
    authRequests,
    tenantsRepository,
    metadataRepository,
    signInThrottle,
    passwords,
    log,
    devOidcIssuer: deps.dev?.oidcIssuer,
    devSocialDialogUrls: deps.dev?.socialDialogUrls,
  });
  const grants = createGrantRegistry([
    createPasswordGrant({ playersRepository, signInThrottle, passwords }),
    createCardPinGrant({ playersRepository, signInThrottle, passwords }),
    createDeviceHashGrant({
      playersRepository,
      terminalsRepository: createTerminalsRepository(db),
      signInThrottle,
    }),
    createTokenExchangeGrant({
      accessTokens,
      playersRepository,
      impersonationRepository,
      impersonationLinkService,
      refreshTokensService,
      signInThrottle,
    }),
    createRefreshTokenGrant({ refreshTokensService, playersRepository }),
    ...externalAuth.grants,
  ]);
  return {
    passwords,
    accessTokens,
    refreshTokensRepository,
    refreshTokensService,
    impersonationRepository,
    impersonationLinkService,
    spentCredentials,
    authRequests,
    playerIdentities,
    signInThrottle,
    externalAuth,
    grants,
    oauthService: createOAuthService({ grants, accessTokens, refreshTokensService }),
  };
}
export type SignIn = ReturnType<typeof createSignIn>;

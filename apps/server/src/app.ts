import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from './config';
import { createDb, type Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { metadataRoutes } from './modules/metadata/metadata.routes';
import { createMetadataRepository } from './modules/metadata/metadata.repository';
import { createMetadataService } from './modules/metadata/metadata.service';
import { createAnalyticsCsp } from './modules/web-app/analytics-csp';
import documentHintsPlugin from './modules/web-app/document-hints-plugin';
import { webManifestRoutes } from './modules/web-app/web-manifest.routes';
import { createAccessTokens, type AccessTokens } from './modules/oauth/access-tokens';
import { createPasswordGrant } from './modules/oauth/grants/password.grant';
import { createExternalAuthModule } from './modules/external-auth/external-auth.module';
import { externalAuthRoutes } from './modules/external-auth/external-auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createCardPinGrant } from './modules/oauth/grants/card-pin.grant';
import { createDeviceHashGrant } from './modules/oauth/grants/device-hash.grant';
import { createTokenExchangeGrant } from './modules/oauth/grants/token-exchange.grant';
import impersonationAuditPlugin from './modules/impersonation/impersonation-audit.plugin';
import { createImpersonationRepository } from './modules/impersonation/impersonation.repository';
import { createImpersonationLinkService } from './modules/impersonation/impersonation-link.service';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes';
import { profileChangesRoutes } from './modules/profile/profile-changes.routes';
import { createProfileChangesRepository } from './modules/profile/profile-changes.repository';
import { createProfileChangesService } from './modules/profile/profile-changes.service';
import { createSignInThrottleRepository } from './modules/sign-in-throttle/sign-in-throttle.repository';
import { createSignInThrottle } from './modules/sign-in-throttle/sign-in-throttle.service';
import { createRateLimitRepository } from './modules/sign-in-throttle/rate-limit.repository';
import { createSignInRateLimiter } from './modules/sign-in-throttle/sign-in-rate-limiter';
import { createTenantFailureAlarm } from './modules/sign-in-throttle/tenant-failure-alarm';
import { createTerminalsRepository } from './modules/terminals/terminals.repository';
import { createRefreshTokenGrant } from './modules/oauth/grants/refresh-token.grant';
import { createGrantRegistry } from './modules/oauth/grants/registry';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { createOAuthService } from './modules/oauth/oauth.service';
import { createRefreshTokensRepository } from './modules/oauth/refresh-tokens.repository';
import { startHousekeeping } from './modules/housekeeping/housekeeping';
import { createLocalCmsConnector } from './modules/cms/local/local-connector';
import { createLoyaltyUnitOfWork } from './modules/cms/local/local-repositories';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { codeImageRoutes } from './modules/code-image/code-image.routes';
import { tiersRoutes } from './modules/tiers/tiers.routes';
import { createTiersRepository } from './modules/tiers/tiers.repository';
import { createTiersService } from './modules/tiers/tiers.service';
import { badgesRoutes } from './modules/badges/badges.routes';
import { createBadgesRepository } from './modules/badges/badges.repository';
import { createBadgeLedgerRepository } from './modules/badges/badge-ledger.repository';
import { createBadgeEvaluator } from './modules/badges/badge-evaluator';
import { DEFAULT_RULE_KINDS } from './modules/badges/badge-rules';
import { createBadgesService } from './modules/badges/badges.service';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository';
import { createAnnouncementsService } from './modules/announcements/announcements.service';
import { locationsRoutes } from './modules/locations/locations.routes';
import { createLocationsRepository } from './modules/locations/locations.repository';
import { createLocationsService } from './modules/locations/locations.service';
import { kioskLobbyRoutes } from './modules/kiosk-lobby/kiosk-lobby.routes';
import { createKioskLobbyService } from './modules/kiosk-lobby/kiosk-lobby.service';
import { statementsRoutes } from './modules/statements/statements.routes';
import { createRewardsStatementService } from './modules/statements/rewards-statement.service';
import { createWinLossService } from './modules/statements/win-loss.service';
import { createStepUpRepository } from './modules/statements/step-up.repository';
import { createCodeImageService } from './modules/code-image/code-image.service';
import { rewardInvitationsRoutes } from './modules/messages/reward-invitations.routes';
import { createOutboxRepository } from './modules/messages/outbox.repository';
import { createOwnedRewardsRepository } from './modules/messages/owned-rewards.repository';
import { createMessagesModule, type MessagesModule } from './modules/messages/messages.module';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountTokensRepository } from './modules/account-tokens/account-tokens.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountMaskingTask } from './modules/housekeeping/account-masking';
import {
  createOidcAuthRequestsRepository,
  createPlayerIdentitiesRepository,
  createSpentCredentialsRepository,
} from './modules/identity/player-identities.repository';
import { createRefreshTokensService } from './modules/oauth/refresh-tokens.service';
import { createSigningKeysRepository } from './modules/oauth/signing-keys.repository';
import { createSigningKeyRing } from './modules/oauth/signing-key-ring';
import { createSigningKeySource } from './modules/oauth/signing-key-sources';
import { jwksRoutes } from './modules/oauth/jwks.routes';
import { createPlayersRepository } from './modules/players/players.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createTenantResolver } from './modules/tenants/tenant-resolver';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import { idpNamesOf, tenantConfigFor } from './db/seed/tenant-config';
import type { DevWiring } from './dev/dev-wiring';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import metricsPlugin, { createTenantFailureBudgetCounter } from './plugins/metrics';
import { createOpsAccess } from './plugins/ops-access';
import errorsPlugin, { sendError } from './plugins/errors';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import tenantPlugin from './plugins/tenant';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** Sent messages stay 30 days: the dev inbox shows them and the daily caps count the last 24 h. */
const OUTBOX_RETENTION_MS = 30 * 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    housekeeping: ReturnType<typeof startHousekeeping>;
    messages: MessagesModule;
  }
}

export type AppDeps = {
  db?: Database;
  logger?: boolean | Record<string, unknown>;
  /** The dev side servers server.ts started (development and test only). */
  dev?: DevWiring;
};

/** Builds the app (never listens). Without `deps.db` it opens the configured database unmigrated. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Spec §7 asks for several metadata types in one path segment; `/x` and `/x/` are one route.
    routerOptions: { maxParamLength: 2000, ignoreTrailingSlash: true },
    // X-Forwarded-For (request.ip, used by the sign-in throttle) only from configured proxies.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // A badly encoded URL or header is refused before routing: answer it in the one error shape.
    frameworkErrors: (error, request, reply) => sendError(request, reply, 400, [error.message]),
  });
  let db = deps.db;
  if (!db) {
    const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
    db = handle.db;
    app.addHook('onClose', () => handle.close());
  }

  // zod validates in the handlers (one error shape); route JSON schemas only document the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const playersRepository = createPlayersRepository(db);
  const tenantsRepository = createTenantsRepository(db);
  const metadataRepository = createMetadataRepository(db);
  const metadataService = createMetadataService({ metadataRepository });
  const analyticsCsp = createAnalyticsCsp({ metadataService });
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
      onReloadError: (err) => app.log.warn({ err }, 'signing keys reload failed; keeping the last keys'),
    }),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const refreshTokensService = createRefreshTokensService({
    refreshTokensRepository,
    ttlSeconds: config.refreshTokenTtlSeconds,
    familyMaxAgeSeconds: config.refreshFamilyMaxAgeSeconds,
  });
  const metricsRegistry = new Registry();
  const rateLimitRepository = createRateLimitRepository(db);
  // Brute-force lockout shared by every grant that checks a password or PIN (DESIGN §5).
  const signInThrottle = createSignInThrottle({
    signInThrottleRepository: createSignInThrottleRepository(db),
    signInRateLimiter: createSignInRateLimiter({
      rateLimitRepository,
      limits: {
        requestsPerAddressPerMinute: config.signInRequestsPerMinute,
        tenantFailuresPer5Minutes: config.tenantSignInFailureBudget,
      },
      onTenantBudgetExceeded: createTenantFailureAlarm({
        counter: createTenantFailureBudgetCounter(metricsRegistry),
        log: app.log,
        brandOf: async (id) => (await tenantsRepository.listWithDomains()).find((t) => t.id === id)?.brand,
      }),
    }),
  });
  const impersonationLinkService = createImpersonationLinkService({
    masterSecret: config.impersonationLinkSecret,
    spentCredentials,
  });
  const externalAuth = createExternalAuthModule({
    db,
    config,
    playersRepository,
    playerIdentities: createPlayerIdentitiesRepository(db),
    spentCredentials,
    authRequests,
    tenantsRepository,
    metadataRepository,
    signInThrottle,
    log: app.log,
    devOidcIssuer: deps.dev?.oidcIssuer,
    devSocialDialogUrls: deps.dev?.socialDialogUrls,
  });
  const grants = createGrantRegistry([
    createPasswordGrant({ playersRepository, signInThrottle }),
    createCardPinGrant({ playersRepository, signInThrottle }),
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
  const oauthService = createOAuthService({ grants, accessTokens, refreshTokensService });
  const resolver = createTenantResolver({
    tenantsRepository,
    allowXTarget: config.allowXTarget,
    defaultBrand: config.defaultBrand,
  });
  app.decorate('accessTokens', accessTokens);

  const loyalty = createLoyaltyUnitOfWork(db);
  const cms = createLocalCmsConnector(loyalty);
  const messages = createMessagesModule({
    db,
    config,
    log: app.log,
    outboxRepository: createOutboxRepository(db),
    ownedRewardsRepository: createOwnedRewardsRepository(db),
    metadataRepository,
  });
  app.decorate('messages', messages);
  const accounts = createAccountsModule({
    db,
    accountsRepository: createAccountsRepository(db),
    accountTokensFor: createAccountTokensRepository,
    playersRepository,
    metadataRepository,
    tenantsRepository,
    rateLimitRepository,
    signInThrottle,
    refreshTokensService,
    messages,
  });
  app.addHook('onReady', async () => messages.worker.start());
  app.addHook('onClose', async () => messages.close());
  const maskDeletedAccounts = createAccountMaskingTask(db);
  const housekeeping = startHousekeeping({
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    log: app.log,
    tasks: [
      { name: 'spent credentials', run: (now) => spentCredentials.purgeExpired(now) },
      { name: 'oidc auth requests', run: (now) => authRequests.purgeExpired(now) },
      { name: 'refresh tokens', run: (now) => refreshTokensRepository.purgeExpired(now) },
      {
        name: 'rate limit windows',
        run: (now) => rateLimitRepository.purgeBefore(new Date(now.getTime() - 3600_000)),
      },
      { name: 'points and rewards expiry', run: async (now) => void (await cms.expireDue(now)) },
      {
        name: 'idempotency answers',
        run: (now) => loyalty.read.idempotency.purgeOlderThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      },
      { name: 'account masking', run: async (now) => void (await maskDeletedAccounts(now)) },
      {
        name: 'outbox',
        run: (now) => messages.outboxRepository.purgeSettled(new Date(now.getTime() - OUTBOX_RETENTION_MS)),
      },
    ],
  });
  app.decorate('housekeeping', housekeeping);
  app.addHook('onClose', async () => housekeeping.stop());

  const ops = createOpsAccess(config);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    documentCsp: async (request) => (request.tenant ? analyticsCsp(request.tenant.id) : undefined),
  });
  await app.register(formbody);
  await app.register(tenantPlugin, { resolver });
  await app.register(authPlugin, { accessTokens });
  await app.register(impersonationAuditPlugin, { impersonationRepository, accessTokens });
  if (ops.enabled) await app.register(docsPlugin, { ops });
  await app.register(metricsPlugin, {
    ops,
    grantTypes: grants.types(),
    idpNames: idpNamesOf(tenantConfigFor(config)),
    registry: metricsRegistry,
  });
  if (config.devMode) {
    // Imported here, not at the top: production never loads dev code (DESIGN §9).
    const { devPlugin } = await import('./dev/dev.plugin');
    await app.register(devPlugin, {
      config,
      wiring: deps.dev ?? {},
      outboxRepository: messages.outboxRepository,
    });
  }

  await app.register(healthRoutes, { db });
  await app.register(metadataRoutes, { metadataService });
  await app.register(webManifestRoutes, { metadataService });
  await app.register(jwksRoutes, { accessTokens });
  await app.register(oauthRoutes, { oauthService });
  await app.register(profileRoutes, {
    profileService: createProfileService({
      playersRepository,
      playerIdentities: createPlayerIdentitiesRepository(db),
    }),
  });
  await app.register(externalAuthRoutes, {
    ...externalAuth,
    accountLinksService: accounts.accountLinksService,
    signUpService: accounts.signUpService,
    callerOf: accounts.callerOf,
  });
  await app.register(impersonationRoutes, { impersonationLinkService });
  await app.register(usersRoutes, { oauthService });
  await app.register(profileChangesRoutes, {
    profileChangesService: createProfileChangesService({
      playersRepository,
      profileChangesRepository: createProfileChangesRepository(db),
      signInThrottle,
      refreshTokensService,
      accountSettings: accounts.accountSettings,
      accountLinksService: accounts.accountLinksService,
    }),
    callerOf: accounts.callerOf,
  });
  await app.register(accountsRoutes, accounts);
  await app.register(rewardsRoutes, {
    rewardsService: createRewardsService({
      cms,
      playersRepository,
      metadataRepository: createMetadataRepository(db),
    }),
  });
  await app.register(rewardInvitationsRoutes, messages);
  await app.register(codeImageRoutes, {
    codeImageService: createCodeImageService({
      findActiveReward: (q) => messages.ownedRewardsRepository.findActive(q),
    }),
  });
  // Issue 8: what a player reads about the property. Badge rule kinds are a registry: a new kind
  // (e.g. rated-play sessions) is appended to the list given to createBadgeEvaluator.
  const tiersRepository = createTiersRepository(db);
  const tiersService = createTiersService({ tiersRepository });
  const announcementsService = createAnnouncementsService({
    announcementsRepository: createAnnouncementsRepository(db),
    playersRepository,
    cms,
  });
  const badgesService = createBadgesService({
    badgesRepository: createBadgesRepository(db),
    badgeLedgerRepository: createBadgeLedgerRepository(db),
    tiersRepository,
    playersRepository,
    cms,
    evaluator: createBadgeEvaluator(DEFAULT_RULE_KINDS),
  });
  await app.register(tiersRoutes, { tiersService });
  await app.register(badgesRoutes, { badgesService });
  await app.register(announcementsRoutes, { announcementsService });
  await app.register(locationsRoutes, {
    locationsService: createLocationsService({ locationsRepository: createLocationsRepository(db) }),
  });
  await app.register(kioskLobbyRoutes, {
    kioskLobbyService: createKioskLobbyService({
      metadataRepository,
      announcementsService,
      badgesService,
      tiersService,
    }),
  });
  await app.register(statementsRoutes, {
    rewardsStatementService: createRewardsStatementService({ cms, playersRepository }),
    winLossService: createWinLossService({
      cms,
      playersRepository,
      metadataRepository,
      stepUpRepository: createStepUpRepository(db),
      signInThrottle,
    }),
  });
  await app.register(documentHintsPlugin, { metadataService, webDistDir: config.webDistDir });
  await app.register(staticPlugin, { root: config.webDistDir, nextRoot: config.webDistNextDir });
  return app;
}

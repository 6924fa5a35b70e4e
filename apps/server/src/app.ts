import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDb, type Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { metadataRoutes } from './modules/metadata/metadata.routes';
import { createMetadataRepository } from './modules/metadata/metadata.repository';
import { createMetadataService } from './modules/metadata/metadata.service';
import { createAccessTokens, type AccessTokens } from './modules/oauth/access-tokens';
import { createPasswordGrant } from './modules/oauth/grants/password.grant';
import type { SocialProvider } from './modules/identity/social-verifier';
import { createExternalAuthModule } from './modules/external-auth/external-auth.module';
import { externalAuthRoutes } from './modules/external-auth/external-auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createCardPinGrant } from './modules/oauth/grants/card-pin.grant';
import { createDeviceHashGrant } from './modules/oauth/grants/device-hash.grant';
import { createTokenExchangeGrant } from './modules/oauth/grants/token-exchange.grant';
import impersonationAuditPlugin from './modules/impersonation/impersonation-audit.plugin';
import { createImpersonationRepository } from './modules/impersonation/impersonation.repository';
import { profileChangesRoutes } from './modules/profile/profile-changes.routes';
import { createProfileChangesRepository } from './modules/profile/profile-changes.repository';
import { createProfileChangesService } from './modules/profile/profile-changes.service';
import { createSignInThrottleRepository } from './modules/sign-in-throttle/sign-in-throttle.repository';
import { createSignInThrottle } from './modules/sign-in-throttle/sign-in-throttle.service';
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
import { createCodeImageService } from './modules/code-image/code-image.service';
import { devInboxRoutes } from './modules/messages/dev-inbox.routes';
import { rewardInvitationsRoutes } from './modules/messages/reward-invitations.routes';
import { createMessagesModule, type MessagesModule } from './modules/messages/messages.module';
import {
  createOidcAuthRequestsRepository,
  createSpentCredentialsRepository,
} from './modules/identity/player-identities.repository';
import { createRefreshTokensService } from './modules/oauth/refresh-tokens.service';
import { createSigningKeysRepository } from './modules/oauth/signing-keys.repository';
import { createPlayersRepository } from './modules/players/players.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createTenantResolver } from './modules/tenants/tenant-resolver';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import metricsPlugin from './plugins/metrics';
import errorsPlugin, { sendError } from './plugins/errors';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import tenantPlugin from './plugins/tenant';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

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
  /** Issuer of the dev OIDC provider server.ts started (the seed's relative okta authEndpoint). */
  devOidcIssuer?: string;
  /** Dialogs of the dev fake social provider server.ts started (where /social/{provider} leads). */
  devSocialDialogUrls?: Partial<Record<SocialProvider, string>>;
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
  const accessTokens = createAccessTokens({
    signingKeysRepository: createSigningKeysRepository(db),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const refreshTokensRepository = createRefreshTokensRepository(db);
  const refreshTokensService = createRefreshTokensService({
    refreshTokensRepository,
    ttlSeconds: config.refreshTokenTtlSeconds,
  });
  // Brute-force lockout shared by every grant that checks a password or PIN (DESIGN §5).
  const signInThrottle = createSignInThrottle({
    signInThrottleRepository: createSignInThrottleRepository(db),
  });
  const impersonationRepository = createImpersonationRepository(db);
  const externalAuth = createExternalAuthModule({
    db,
    config,
    playersRepository,
    signInThrottle,
    log: app.log,
    devOidcIssuer: deps.devOidcIssuer,
    devSocialDialogUrls: deps.devSocialDialogUrls,
  });
  const grants = createGrantRegistry([
    createPasswordGrant({ playersRepository, signInThrottle }),
    createCardPinGrant({ playersRepository, signInThrottle }),
    createDeviceHashGrant({
      playersRepository,
      terminalsRepository: createTerminalsRepository(db),
      signInThrottle,
    }),
    createTokenExchangeGrant({ accessTokens, playersRepository, impersonationRepository, signInThrottle }),
    createRefreshTokenGrant({ refreshTokensService, playersRepository }),
    ...externalAuth.grants,
  ]);
  const resolver = createTenantResolver({
    tenantsRepository: createTenantsRepository(db),
    allowXTarget: config.allowXTarget,
    defaultBrand: config.defaultBrand,
  });
  app.decorate('accessTokens', accessTokens);

  const loyalty = createLoyaltyUnitOfWork(db);
  const cms = createLocalCmsConnector(loyalty);

  const spentCredentials = createSpentCredentialsRepository(db);
  const oidcAuthRequests = createOidcAuthRequestsRepository(db);
  const housekeeping = startHousekeeping({
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    log: app.log,
    tasks: [
      { name: 'spent credentials', run: (now) => spentCredentials.purgeExpired(now) },
      { name: 'oidc auth requests', run: (now) => oidcAuthRequests.purgeExpired(now) },
      { name: 'refresh tokens', run: (now) => refreshTokensRepository.purgeExpired(now) },
      { name: 'points and rewards expiry', run: async (now) => void (await cms.expireDue(now)) },
      {
        name: 'idempotency answers',
        run: (now) => loyalty.read.idempotency.purgeOlderThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      },
    ],
  });
  app.decorate('housekeeping', housekeeping);
  app.addHook('onClose', async () => housekeeping.stop());

  const messages = createMessagesModule({ db, config, log: app.log });
  app.decorate('messages', messages);
  app.addHook('onReady', async () => messages.worker.start());
  app.addHook('onClose', async () => messages.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(formbody);
  await app.register(tenantPlugin, { resolver });
  await app.register(authPlugin, { accessTokens });
  await app.register(impersonationAuditPlugin, { impersonationRepository, accessTokens });
  await app.register(docsPlugin);

  await app.register(metricsPlugin);
  await app.register(healthRoutes, { db });
  await app.register(metadataRoutes, {
    metadataService: createMetadataService({ metadataRepository: createMetadataRepository(db) }),
  });
  await app.register(oauthRoutes, {
    oauthService: createOAuthService({ grants, accessTokens, refreshTokensService }),
  });
  await app.register(profileRoutes, { profileService: createProfileService({ playersRepository }) });
  await app.register(externalAuthRoutes, externalAuth);
  await app.register(usersRoutes, {
    oauthService: createOAuthService({ grants, accessTokens, refreshTokensService }),
  });
  await app.register(profileChangesRoutes, {
    profileChangesService: createProfileChangesService({
      playersRepository,
      profileChangesRepository: createProfileChangesRepository(db),
      signInThrottle,
      refreshTokensService,
    }),
  });
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
  // DESIGN §10: the dev inbox never exists in production (the lead moves this into the dev plugin).
  if (config.nodeEnv !== 'production') await app.register(devInboxRoutes, messages);
  await app.register(staticPlugin, { root: config.webDistDir });
  return app;
}

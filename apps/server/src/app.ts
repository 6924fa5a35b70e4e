import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { createAccounts, registerAccountRoutes } from './composition/accounts.composition';
import { createCms } from './composition/cms.composition';
import { createCoreRepositories } from './composition/core-repositories.composition';
import { startHousekeepingTasks } from './composition/housekeeping.composition';
import { registerLoyaltyContent } from './composition/loyalty-content.composition';
import { startMessages } from './composition/messages.composition';
import { startPasswordWorkers } from './composition/passwords.composition';
import { registerPlugins } from './composition/plugins.composition';
import { registerRewards } from './composition/rewards.composition';
import { registerSignInRoutes } from './composition/sign-in-routes.composition';
import { createSignIn } from './composition/sign-in.composition';
import { registerSiteRoutes } from './composition/site.composition';
import { registerStatements } from './composition/statements.composition';
import type { Config } from './config';
import { createDb, type Database } from './db/client';
import { createCmsProfileReader } from './modules/profile/cms-profile-reader';
import type { DevWiring } from './dev/dev-wiring';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import type { Passwords } from './lib/passwords';
import bootDocumentPlugin from './modules/web-app/boot-document-plugin';
import documentHintsPlugin from './modules/web-app/document-hints-plugin';
import type { startHousekeeping } from './modules/housekeeping/housekeeping';
import type { MessagesModule } from './modules/messages/messages.module';
import type { AccessTokens } from './modules/sign-in/oauth/access-tokens';
import { useZodCompilers } from './lib/zod-compilers';
import { sendError } from './plugins/errors';
import staticPlugin from './plugins/static';
import { requestLogSerializers } from './lib/request-log';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    background: BackgroundTasks;
    housekeeping: ReturnType<typeof startHousekeeping>;
    messages: MessagesModule;
  }
}

export type AppDeps = {
  db?: Database;
  logger?: boolean | Record<string, unknown>;
  /** The dev side servers server.ts started (development and test only). */
  dev?: DevWiring;
  /** Hashing on workers the caller started and closes; without it the app starts its own. */
  passwords?: Passwords;
};

function withRequestLogSerializers(logger: boolean | Record<string, unknown>) {
  if (typeof logger !== 'object') return logger;
  const serializers = logger.serializers as Record<string, unknown> | undefined;
  return { ...logger, serializers: { ...requestLogSerializers, ...serializers } };
}

/** Builds the app (never listens). Without `deps.db` it opens the configured database unmigrated. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRequestLogSerializers(deps.logger ?? { level: config.logLevel }),
    // docs/product.md#metadata-and-brands asks for several metadata types in one path segment; `/x` and `/x/`
    // are one route.
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

  useZodCompilers(app);

  let passwords = deps.passwords;
  if (!passwords) {
    const workers = startPasswordWorkers(config);
    passwords = workers.passwords;
    app.addHook('onClose', () => workers.close());
  }

  const core = createCoreRepositories(db);
  const metricsRegistry = new Registry();
  const signIn = createSignIn({ db, config, core, metricsRegistry, log: app.log, dev: deps.dev, passwords });
  app.decorate('accessTokens', signIn.accessTokens);
  const { loyalty, registry: cms, copies, expiry } = createCms(app, { db, config, core, metricsRegistry });
  const messages = startMessages(app, { db, config, core, xmlHttpFor: cms.xmlHttpFor });
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  // onClose hooks run last added first: this one before the outbox's, so work a reply left behind
  // has written its messages before the outbox drains and the database closes.
  app.addHook('onClose', () => background.settled());
  const accounts = createAccounts({ db, config, core, signIn, messages, background });
  startHousekeepingTasks(app, { db, core, signIn, loyalty, expiry, messages, cmsCopies: copies });

  await registerPlugins(app, { config, core, signIn, messages, metricsRegistry, dev: deps.dev });
  await registerSiteRoutes(app, { db, core });
  // The profile as the tenant's system of record has it (docs/design.md#casino-management-system-connector).
  const profileReader = createCmsProfileReader({
    profileRepository: core.profileRepository,
    playersRepository: core.playersRepository,
    xmlHttpFor: cms.xmlHttpFor,
  });
  await registerSignInRoutes(app, { signIn, accounts, core, profileReader });
  await registerAccountRoutes(app, { db, core, signIn, accounts, profileReader });
  await registerRewards(app, { core, cms, messages });
  await registerLoyaltyContent(app, { db, core, cms });
  await registerStatements(app, {
    db,
    core,
    cms,
    signInThrottle: signIn.signInThrottle,
    passwords,
    profileReader,
  });
  await app.register(documentHintsPlugin, {
    metadataService: core.metadataService,
    webDistDir: config.webDistDir,
  });
  await app.register(staticPlugin, { root: config.webDistDir, nextRoot: config.webDistNextDir });
  await app.register(bootDocumentPlugin, {
    metadataService: core.metadataService,
    webDistDir: config.webDistDir,
    nextBuild: Boolean(config.webDistNextDir),
  });
  return app;
}

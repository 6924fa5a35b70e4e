import { BRANDS } from '@patron/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/client';
import { migrateDb } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { startPortalDevOidc } from './dev/portal-dev-oidc';
import { startPortalDevSocial } from './dev/portal-dev-social';
import { seedTerminals } from './db/seed/terminals';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = loadConfigOrExit();
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    onIdleError: (err) => console.error('idle database connection failed:', err.message),
  });
  let seeded = false;
  await migrateDb(handle, async () => {
    seeded = await seedIfEmpty(handle.db, {
      oktaAuthEndpoint: config.oktaAuthEndpoint,
      kioskTerminalSecret: config.kioskTerminalSecret,
    });
    // A database seeded before kiosk terminals existed gets them too.
    await seedTerminals(handle.db, config.kioskTerminalSecret);
  });
  const devOidc = await startPortalDevOidc(config);
  const devSocial = await startPortalDevSocial(config);
  const app = await buildApp(devSocial?.config ?? config, {
    db: handle.db,
    ...(devOidc ? { devOidcIssuer: devOidc.issuer } : {}),
    ...(devSocial ? { devSocialDialogUrls: devSocial.dialogUrls } : {}),
  });
  if (devOidc) {
    app.addHook('onClose', () => devOidc.close());
    app.log.info(
      { issuer: devOidc.issuer },
      'dev OIDC provider (okta) started; sign in as demo / Player#2026',
    );
  }
  if (devSocial) {
    app.addHook('onClose', () => devSocial.close());
    app.log.info(
      { baseUrl: devSocial.baseUrl, providers: Object.keys(devSocial.dialogUrls) },
      'fake social provider started; Facebook/Google sign-in continues as the demo player',
    );
  }
  app.addHook('onClose', () => handle.close());
  app.log.info(
    { database: handle.kind === 'pglite' ? config.pgliteDataDir : 'postgresql', seeded },
    'database migrated',
  );
  await app.listen({ port: config.port, host: config.host });

  const port = config.port;
  const lines = BRANDS.map((brand) => `  ${brand.padEnd(13)} http://${brand}.localhost:${port}`);
  console.log(
    `\nPatron Portal is running:\n${lines.join('\n')}\n  API docs      http://localhost:${port}/docs\n`,
  );

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err);
  process.exit(1);
});

import { buildApp } from './app';
import { startPasswordWorkers } from './composition/passwords.composition';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/client';
import { migrateDb } from './db/migrate';
import type { DevServices } from './dev/dev-services';
import { prepareDatabase, startBanner, StartupRefusedError } from './startup';

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
    // Nothing can work without it: exit, so that whatever supervises the process starts it again.
    onDatabaseLost: (err) => {
      console.error('the embedded database stopped:', err.message);
      process.exit(1);
    },
  });
  // One pool for the seed and the app, closed after both.
  const passwordWorkers = startPasswordWorkers(config);
  const { passwords } = passwordWorkers;
  let seeded = { tenants: 0, demoTenants: 0 };
  try {
    await migrateDb(handle, async () => {
      seeded = await prepareDatabase(handle.db, config, passwords);
    });
  } catch (err) {
    await handle.close();
    await passwordWorkers.close();
    if (err instanceof StartupRefusedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Imported only outside production: the dev OIDC provider is a dev dependency
  // (docs/design.md#running-scaling-operating).
  let dev: DevServices | undefined;
  if (config.devMode) {
    const { startDevServices } = await import('./dev/dev-services');
    dev = await startDevServices(config);
  }
  const running = dev?.config ?? config;
  const app = await buildApp(running, {
    db: handle.db,
    passwords,
    ...(dev ? { dev: dev.wiring } : {}),
  });
  if (dev) {
    const started = dev;
    app.addHook('onClose', () => started.close());
    started.announce(app.log);
  }
  app.log.info(
    { database: handle.kind === 'pglite' ? config.pgliteDataDir : 'postgresql', seeded },
    'database migrated',
  );
  await app.listen({ port: config.port, host: config.host });
  console.log(startBanner(running, config.port));

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      // The database closes after the app: Fastify runs onClose hooks last-registered first, so a
      // hook here would close it under the outbox worker's and housekeeping's last statements.
      app
        .close()
        .finally(() => handle.close())
        .finally(() => passwordWorkers.close())
        .then(
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

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { startPasswordWorkers } from '../composition/passwords.composition';
import type { Passwords } from '../lib/passwords';
import { loadConfig, type Config } from '../config';
import { createDb, type Database, type DbHandle } from '../db/client';
import { migrateDb } from '../db/migrate';
import { refreshTokens } from '../db/schema/index';
import { seedDatabase } from '../db/seed/index';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Hashing on this app's argon2 workers, for tests that build services by hand. */
  passwords: Passwords;
  /** Clears what tests mutate (refresh tokens) without touching tenants, players or keys. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

const DATABASE_URL = loadConfig().databaseUrl;

/** A fresh, empty PostgreSQL database per test file, so files never collide (needs DATABASE_URL). */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(DATABASE_URL ?? '');
  const name = `pp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds the app on a fresh, migrated and seeded database: in-memory PGlite, or a throwaway
 * PostgreSQL database when DATABASE_URL is set.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<TestApp> {
  const pgDb = DATABASE_URL ? await createPgDatabase() : undefined;
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PGLITE_DATA_DIR: 'memory://',
      WEB_DIST_DIR: '/nonexistent',
    }),
    databaseUrl: pgDb?.url,
    ...overrides,
  };
  const handle: DbHandle = await createDb({ databaseUrl: pgDb?.url, pgliteDataDir: 'memory://' });
  // Closed with the app: a file that builds many apps must not leave worker threads behind.
  const passwordWorkers = startPasswordWorkers(config);
  const { passwords } = passwordWorkers;
  await migrateDb(handle, () =>
    seedDatabase(handle.db, { oktaAuthEndpoint: config.oktaAuthEndpoint, passwords }),
  );
  const app = await buildApp(config, { logger: false, ...deps, db: handle.db, passwords });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    passwords,
    reset: async () => {
      await handle.db.delete(refreshTokens);
    },
    close: async () => {
      await app.close();
      await passwordWorkers.close();
      await handle.close();
      await pgDb?.drop();
    },
  };
}

/** Registers beforeAll/afterAll for one app per test file; read `ctx.app` inside tests. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(overrides));
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

export const DEMO = { username: 'demo', password: 'Player#2026' } as const;

export async function login(
  app: FastifyInstance,
  brand: string,
  credentials: { username: string; password: string } = DEMO,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'x-target': brand },
    payload: { grant_type: 'password', client_id: 'player-portal', ...credentials },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

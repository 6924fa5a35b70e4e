import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Runs pending migrations, then `afterMigrate` (the seed) while still holding the lock, so that
 * several instances starting against one PostgreSQL neither race on DDL nor seed twice.
 */
export async function migrateDb(handle: DbHandle, afterMigrate?: () => Promise<void>): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.migrate(migrationsFolder);
    await afterMigrate?.();
    return;
  }
  const conn = await handle.pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
    await afterMigrate?.();
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
}

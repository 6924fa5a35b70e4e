import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The common surface of the PGlite and node-postgres drizzle databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export type DbOptions = {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
  onIdleError?: (err: Error) => void;
};

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const inMemory = options.pgliteDataDir === 'memory://';
  if (!inMemory) fs.mkdirSync(options.pgliteDataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.pgliteDataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

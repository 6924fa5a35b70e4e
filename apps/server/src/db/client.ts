import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteWorker } from './pglite-worker-client';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Column names in the database are the schema's property names in snake_case. */
export const DB_CASING = 'snake_case';
/** The common surface of the PGlite and node-postgres drizzle databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle =
  | {
      kind: 'pglite';
      db: Database;
      /** Runs drizzle's migrations in the database's own thread. */
      migrate: (migrationsFolder: string) => Promise<void>;
      close: () => Promise<void>;
    }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export type DbOptions = {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
  /** An idle PostgreSQL connection dropped: the next query reconnects. */
  onIdleError?: (err: Error) => void;
  /** The embedded database's worker stopped on its own: every statement fails from then on. */
  onDatabaseLost?: (err: Error) => void;
};

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, casing: DB_CASING }) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const inMemory = options.pgliteDataDir === 'memory://';
  if (!inMemory) fs.mkdirSync(options.pgliteDataDir, { recursive: true });
  // PGlite runs in a worker thread, off the event loop (docs/design.md#running-scaling-operating).
  const worker = await startPgliteWorker(options.pgliteDataDir, { onFailure: options.onDatabaseLost });
  // drizzle's PGlite session calls only query and transaction, which the worker's client keeps.
  const db = drizzlePglite({
    client: worker.client as PGlite,
    schema,
    casing: DB_CASING,
  }) as unknown as Database;
  return { kind: 'pglite', db, migrate: worker.migrate, close: worker.close };
}

/** A drizzle transaction over our schema. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its SQL on: the database itself, or a transaction of a unit of work. */
export type Queryable = Database | Transaction;

/**
 * Unit of work: `run` gives the work one transaction and the repositories bound to it, so a
 * service that moves points spans several repositories atomically; `read` is bound to the pool.
 */
export function createUnitOfWork<R>(db: Database, bind: (q: Queryable) => R) {
  const read = bind(db);
  return {
    read,
    run<T>(work: (repos: R, tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bind(tx), tx));
    },
  };
}
export type UnitOfWork<R> = ReturnType<typeof createUnitOfWork<R>>;

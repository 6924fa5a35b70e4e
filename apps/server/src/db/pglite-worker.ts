/**
 * The embedded database's own thread: it opens PGlite, runs what the main thread sends, one
 * request at a time in arrival order, and answers with row texts (parsed on the main thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages } from '@electric-sql/pglite';
import { createStatementRunner } from './pglite-prepared';
import {
  serializeError,
  type ArrayType,
  type WorkerAnswer,
  type WorkerRequest,
} from './pglite-worker-protocol';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

async function open(): Promise<PGlite> {
  try {
    const pg = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
    await pg.waitReady;
    return pg;
  } catch (err) {
    const reason = serializeError(err).message;
    throw new Error(`cannot open the embedded database in ${dataDir}: ${reason}`, { cause: err });
  }
}

/** Array types and their elements, as PGlite reads them when it opens (its array parsers). */
async function arrayTypes(pg: PGlite): Promise<ArrayType[]> {
  const { rows } = await pg.query<ArrayType>(`
    SELECT b.oid, b.typarray
    FROM pg_catalog.pg_type a
    LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
    WHERE a.typcategory = 'A'
    GROUP BY b.oid, b.typarray
    ORDER BY b.oid`);
  return rows;
}

async function migrate(pg: PGlite, migrationsFolder: string): Promise<void> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  await migratePglite(drizzle({ client: pg }), { migrationsFolder });
}

function rolledBack(): Error {
  // PGlite.transaction's own error when COMMIT answers ROLLBACK (the block had failed).
  return Object.assign(
    new messages.DatabaseError('Transaction was rolled back instead of committed', 0, 'error'),
    { severity: 'ERROR', code: '25P02', query: 'COMMIT', params: undefined, queryOptions: undefined },
  );
}

/** Answers one request; whatever happens, the queue goes on to the next. */
async function answer(id: number, work: () => Promise<unknown>): Promise<void> {
  try {
    port.postMessage({ id, result: await work() } satisfies WorkerAnswer);
  } catch (err) {
    try {
      port.postMessage({ id, error: serializeError(err) } satisfies WorkerAnswer);
    } catch {
      // An answer that cannot be sent (a value structured clone refuses) still answers.
      port.postMessage({ id, error: serializeError(new Error(String(err))) } satisfies WorkerAnswer);
    }
  }
}

async function start(): Promise<void> {
  let pg: PGlite;
  let arrays: ArrayType[];
  try {
    pg = await open();
    arrays = await arrayTypes(pg);
  } catch (err) {
    port.postMessage({ id: 0, ready: true, error: serializeError(err) } satisfies WorkerAnswer);
    return;
  }
  const runner = createStatementRunner(pg);

  async function handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const raw = await runner.run(request.text, request.params);
        if (request.sync) await pg.syncToFs();
        return raw;
      }
      case 'exec':
        return pg.exec(request.text);
      case 'begin':
        await pg.exec('BEGIN');
        return undefined;
      case 'commit': {
        const [result] = await pg.exec('COMMIT');
        if (result?.command === 'ROLLBACK') throw rolledBack();
        return undefined;
      }
      case 'rollback':
        await pg.exec('ROLLBACK');
        return undefined;
      case 'migrate':
        await migrate(pg, request.folder);
        return undefined;
      case 'close':
        await pg.close();
        return undefined;
    }
  }

  // One request at a time: a transaction's statements must not interleave with anything else.
  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(() => answer(request.id, () => handle(request)));
  });
  port.postMessage({ id: 0, ready: true, arrayTypes: arrays } satisfies WorkerAnswer);
}

void start();

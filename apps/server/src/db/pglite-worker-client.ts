import { Worker } from 'node:worker_threads';
import { types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { toResults, withQueryFields, type PgliteQueryClient, type RawResults } from './pglite-prepared';
import {
  assertParamsCross,
  deserializeError,
  type ArrayType,
  type WorkerAnswer,
  type WorkerRequest,
} from './pglite-worker-protocol';

export type PgliteWorker = {
  /** drizzle's `query` and `transaction`, answered by the worker's PGlite. */
  client: PgliteQueryClient;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

// Options whose values are functions or blobs cannot cross to the worker; drizzle passes none.
const UNSUPPORTED_OPTIONS = ['blob', 'paramTypes', 'serializers', 'onNotice'] as const;

type ParserTable = Record<number, (text: string, typeId?: number) => unknown>;

/** The parsers of the worker's PGlite (`pg.parsers`): the default ones and its array types'. */
function parsersWith(arrayTypes: ArrayType[]): ParserTable {
  const parsers: ParserTable = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes)
    parsers[typarray] = (text) => types.arrayParser(text, parsers[oid]!, typarray);
  return parsers;
}

/**
 * The worker's file is TypeScript, as the rest of the server: the worker registers tsx's loader
 * before importing it (a worker's `--import` does not apply to its entry module on Node 20).
 */
function workerSource(): string {
  const loader = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
}

/**
 * Starts PGlite in a worker thread, so the embedded database's WASM runs beside the event loop
 * instead of on it: under load it took half of the main thread (docs/design.md#running-scaling-operating).
 * PGlite runs one statement at a time, as in-thread; a transaction keeps every other caller's statements out
 * until it ends, as PGlite.transaction does.
 */
export async function startPgliteWorker(
  dataDir: string,
  /** Called once if the worker stops on its own: every statement fails from then on. */
  { onFailure }: { onFailure?: (err: Error) => void } = {},
): Promise<PgliteWorker> {
  const worker = new Worker(workerSource(), { eval: true, workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;
  let closing = false;

  const failAll = (err: Error) => {
    if (!failure && !closing) onFailure?.(err);
    failure ??= err;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
    worker.unref();
  };

  const ready = new Promise<ArrayType[]>((resolve, reject) => {
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        if (answer.error) reject(deserializeError(answer.error));
        else resolve(answer.arrayTypes ?? []);
        return;
      }
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      // A worker with nothing asked of it must not keep the process alive.
      if (pending.size === 0) worker.unref();
      if ('error' in answer) waiting.reject(deserializeError(answer.error));
      else waiting.resolve(answer.result);
    });
    worker.on('error', (err) => {
      reject(err);
      failAll(err);
    });
    // An answer that cannot be read leaves its caller waiting: treat it as the worker lost.
    worker.on('messageerror', (err) => {
      failAll(err);
      void worker.terminate();
    });
    worker.on('exit', (code) => {
      const err = new Error(`the PGlite worker stopped (exit code ${code})`);
      reject(err);
      failAll(err);
    });
  });
  let parsers: ParserTable;
  try {
    parsers = parsersWith(await ready);
  } catch (err) {
    closing = true;
    await worker.terminate();
    throw err;
  }
  worker.unref();

  /** Posts at once (callers rely on that for order) and resolves with the worker's answer. */
  function call<T>(request: Request): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    try {
      worker.postMessage({ id, ...request });
    } catch (err) {
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      return Promise.reject(err as Error);
    }
    return answer;
  }

  async function query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
  ): Promise<Results<T>> {
    const unsupported = UNSUPPORTED_OPTIONS.find((key) => options?.[key] !== undefined);
    if (unsupported) throw new Error(`query option "${unsupported}" is not supported by the PGlite worker`);
    assertParamsCross(params);
    try {
      const raw = await call<RawResults>({ op: 'query', text, params, sync });
      return toResults<T>(raw, (oid) => parsers[oid], options);
    } catch (err) {
      throw withQueryFields(err, text, params, options);
    }
  }

  // While a transaction is open, every other caller's statement waits here, in arrival order.
  let inTransaction = false;
  const waiting: (() => void)[] = [];
  const drain = () => {
    while (!inTransaction && waiting.length > 0) waiting.shift()!();
  };
  const whenFree = <T>(start: () => Promise<T>): Promise<T> => {
    if (!inTransaction && waiting.length === 0) return start();
    return new Promise<T>((resolve, reject) => waiting.push(() => start().then(resolve, reject)));
  };

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    inTransaction = true;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        open();
        return query<R>(text, params, options, false);
      },
      exec: async (text: string) => {
        open();
        return call<Results[]>({ op: 'exec', text });
      },
      rollback: async () => {
        open();
        await call({ op: 'rollback' });
        closed = true;
      },
      sql: () => Promise.reject(new Error('tx.sql is not supported by the PGlite worker')),
      listen: () => Promise.reject(new Error('tx.listen is not supported by the PGlite worker')),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      await call({ op: 'begin' });
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await call({ op: 'commit' });
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          await call({ op: 'rollback' });
        }
        throw err;
      }
    } finally {
      inTransaction = false;
      drain();
    }
  }

  let closed: Promise<void> | undefined;
  return {
    client: {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        whenFree(() => query<T>(text, params, options, true)),
      transaction: <T>(callback: (tx: Transaction) => Promise<T>) => whenFree(() => transaction(callback)),
    } as PgliteQueryClient,
    migrate: (migrationsFolder) => whenFree(() => call({ op: 'migrate', folder: migrationsFolder })),
    close() {
      closed ??= (async () => {
        closing = true;
        try {
          if (!failure) await whenFree(() => call({ op: 'close' }));
        } finally {
          await worker.terminate();
        }
      })();
      return closed;
    },
  };
}

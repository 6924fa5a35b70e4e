import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type Argon2Options = { memoryCost: number; timeCost: number; parallelism: number };

type Job =
  { op: 'verify'; hashed: string; secret: string } | { op: 'hash'; secret: string; options: Argon2Options };
type Waiting = { job: Job; resolve: (value: unknown) => void; reject: (err: Error) => void };
type Answer = { id: number; result?: unknown; error?: string };
type Slot = { worker: Worker; jobs: Map<number, Waiting> };

/**
 * The workers could not answer (one was lost mid-job, or they were closed): nothing is known of the
 * secret, unlike a job's own error (an unreadable hash), so a caller must not count it as a wrong one.
 */
export class Argon2Unavailable extends Error {
  override name = 'Argon2Unavailable';
}

// Plain CommonJS, so the worker needs no TypeScript loader: it runs each job as it comes, in order.
export const argon2WorkerSource = (argon2Path: string) => `
const { parentPort } = require('node:worker_threads');
const { verifySync, hashSync } = require(${JSON.stringify(argon2Path)});
parentPort.on('message', ({ id, op, hashed, secret, options }) => {
  try {
    parentPort.postMessage({ id, result: op === 'verify' ? verifySync(hashed, secret) : hashSync(secret, options) });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
});`;

/**
 * argon2id on `threads` worker threads of its own, one job running on each and at most `depth`
 * given to each at once (the next one waits in the worker's queue, so a worker that ends a job
 * starts the next at once, without a round trip through the event loop); the rest wait here in
 * arrival order. One verification per core and no more: on the 2-core machine of bench:api, the
 * libuv pool running cores + 3 at once spent a quarter more CPU per argon2id than one per core
 * (19 MiB each, evicted and faulted in again as the threads took turns), and one per core in the
 * libuv pool left a core idle between a verification's end and the event loop starting the next.
 * Workers start on first use and keep the process alive only while they have work.
 */
export function createArgon2Workers({
  threads,
  depth = 2,
  source = argon2WorkerSource,
}: {
  threads: number;
  depth?: number;
  /** The worker's code, given @node-rs/argon2's path (tests give one that fails on cue). */
  source?: (argon2Path: string) => string;
}) {
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError(`argon2 threads must be ≥ 1, got ${threads}`);
  const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  let closed = false;
  const slots: Array<Slot | undefined> = Array.from({ length: threads }, () => undefined);
  const queue: Waiting[] = [];
  let nextId = 1;

  function start(index: number): Slot {
    // No execArgv: the worker is plain CommonJS and needs none of the server's loaders (tsx).
    const worker = new Worker(source(argon2Path), { eval: true, execArgv: [] });
    const slot: Slot = { worker, jobs: new Map() };
    worker.unref();
    worker.on('message', ({ id, result, error }: Answer) => {
      // An answer still on its way from a worker already lost or closed was settled then.
      if (slots[index] !== slot) return;
      const waiting = slot.jobs.get(id);
      if (!waiting) return;
      slot.jobs.delete(id);
      if (error === undefined) waiting.resolve(result);
      else waiting.reject(new Error(error));
      feed(slot);
    });
    const lost = (cause: Error) => {
      if (slots[index] !== slot) return;
      slots[index] = undefined;
      const err = new Argon2Unavailable(`an argon2 worker was lost: ${cause.message}`, { cause });
      for (const waiting of slot.jobs.values()) waiting.reject(err);
      slot.jobs.clear();
      void worker.terminate();
      // What waits here goes to the other workers, or to a new one for this place.
      while (queue.length > 0 && dispatchOne());
    };
    worker.on('error', lost);
    worker.on('messageerror', lost);
    worker.on('exit', (code) => lost(new Error(`an argon2 worker stopped (exit code ${code})`)));
    slots[index] = slot;
    return slot;
  }

  function send(slot: Slot, waiting: Waiting) {
    const id = nextId++;
    if (slot.jobs.size === 0) slot.worker.ref();
    slot.jobs.set(id, waiting);
    slot.worker.postMessage({ id, ...waiting.job });
  }

  function feed(slot: Slot) {
    while (slot.jobs.size < depth && queue.length > 0) send(slot, queue.shift()!);
    if (slot.jobs.size === 0) slot.worker.unref();
  }

  /** Gives the first waiting job to the least busy worker with room; false when none has room. */
  function dispatchOne(): boolean {
    let best: Slot | undefined;
    let unstarted = -1;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      if (!slot) {
        if (unstarted < 0) unstarted = i;
      } else if (slot.jobs.size < depth && (!best || slot.jobs.size < best.jobs.size)) best = slot;
    }
    // A new worker only when every running one is busy.
    if ((!best || best.jobs.size > 0) && unstarted >= 0) best = start(unstarted);
    if (!best) return false;
    send(best, queue.shift()!);
    return true;
  }

  function run<T>(job: Job): Promise<T> {
    if (closed) return Promise.reject(new Argon2Unavailable('the argon2 workers were closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      dispatchOne();
    });
  }

  return {
    verify: (hashed: string, secret: string) => run<boolean>({ op: 'verify', hashed, secret }),
    hash: (secret: string, options: Argon2Options) => run<string>({ op: 'hash', secret, options }),
    /** The jobs given to each worker (none for one not started), and those waiting for room. */
    load: () => ({ given: slots.map((slot) => slot?.jobs.size ?? 0), waiting: queue.length }),
    /** Ends every worker: jobs given to them or waiting fail, and so does every later one. */
    async close(): Promise<void> {
      closed = true;
      const running = slots.filter((s): s is Slot => s !== undefined);
      slots.fill(undefined);
      const err = new Argon2Unavailable('the argon2 workers were closed');
      for (const slot of running) {
        for (const waiting of slot.jobs.values()) waiting.reject(err);
        slot.jobs.clear();
      }
      for (const waiting of queue.splice(0)) waiting.reject(err);
      await Promise.all(running.map((s) => s.worker.terminate()));
    },
  };
}
export type Argon2Workers = ReturnType<typeof createArgon2Workers>;

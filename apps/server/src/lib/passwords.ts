import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id verifications in flight: three more than the cores, so that a core never waits for the
 * event loop (busy with the other sign-ins) to start the next one, and never more than the thread
 * pool less the two threads kept for file reads, DNS lookups and compression. The server's start
 * sizes the pool for that (runtime/threadpool-size.cjs: cores + 5); under a pool of libuv's default
 * four (the unit tests), two are in flight. bench:api's grant, 2 cores, alternated runs: 0.73-0.75x
 * of the floor at three in flight (the old one more than the cores, in a pool of four), 0.77-0.78x
 * at four, 0.79-0.80x at five, six and eight.
 */
export function argon2Concurrency(cores: number, poolSize: number): number {
  return Math.max(1, Math.min(cores + 3, poolSize - 2));
}

/** The pool's size as libuv reads UV_THREADPOOL_SIZE (atoi; 0 or no number is one thread; at most 1024). */
export function libuvPoolSize(value: string | undefined): number {
  if (value === undefined) return 4;
  const n = Number.parseInt(value, 10) || 0;
  if (n === 0) return 1;
  // libuv keeps the size unsigned: a negative one wraps past the ceiling.
  return n < 0 ? 1024 : Math.min(n, 1024);
}

const ARGON2_CONCURRENCY = argon2Concurrency(
  availableParallelism(),
  libuvPoolSize(process.env.UV_THREADPOOL_SIZE),
);
const argon2Slots = concurrencyLimit(ARGON2_CONCURRENCY);

export function hashSecret(secret: string): Promise<string> {
  return argon2Slots(() => hash(secret, ARGON2_OPTIONS));
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(hashed, secret));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown user costs as much time as a wrong password. */
export async function burnVerifyTime(secret: string): Promise<void> {
  dummyHash ??= hashSecret('dummy-password-for-timing');
  await verifySecret(await dummyHash, secret);
}

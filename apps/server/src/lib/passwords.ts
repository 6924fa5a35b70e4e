import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// One argon2id in flight per core, and one more: when a verification ends, another is already
// running, instead of waiting for the event loop (busy with the other sign-ins) to start it, which
// left a core idle (bench:api grant, alternated runs: 116-129 sign-ins/s at one per core,
// 128-131 with one more). Many more in flight only trade 19 MiB blocks on the same cores, each
// costing more CPU (bench/lib/argon2-floor.ts at concurrency 2 vs 8). Never all of libuv's
// threads, which file reads and compression share.
const ARGON2_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism() + 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
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

import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// One argon2id at a time per core: more in flight (libuv runs four) only trade 19 MiB blocks on
// the same cores, each costing ~20 % more CPU (bench/lib/argon2-floor.ts at concurrency 2 vs 8).
// Never all of libuv's threads, which file reads and compression share.
const ARGON2_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
const oneHashPerCore = concurrencyLimit(ARGON2_CONCURRENCY);

export function hashSecret(secret: string): Promise<string> {
  return oneHashPerCore(() => hash(secret, ARGON2_OPTIONS));
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(hashed, secret));
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

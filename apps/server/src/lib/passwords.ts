import { availableParallelism } from 'node:os';
import { createArgon2Workers } from './argon2-workers';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// One argon2id at a time per core (see argon2-workers); the rest wait their turn.
const argon2 = createArgon2Workers({ threads: availableParallelism() });

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, ARGON2_OPTIONS);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hashed, secret);
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

import { availableParallelism } from 'node:os';
import { Argon2Unavailable, createArgon2Workers, type Argon2Workers } from './argon2-workers';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** ARGON2_THREADS (config.ts checks it at start), else one per core Node.js sees. */
export function argon2Threads(value: string | undefined, cores: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 1 ? n : cores;
}

/** Hashing and checking secrets on `argon2`'s workers. */
export function passwordsOn(argon2: Pick<Argon2Workers, 'hash' | 'verify'>) {
  const hashSecret = (secret: string): Promise<string> => argon2.hash(secret, ARGON2_OPTIONS);

  /**
   * Whether `secret` matches; false too for a stored hash that cannot be read. Throws when the
   * workers could not check it at all: that says nothing of the secret, and must not count as a
   * wrong one (the sign-in throttle gives its reservation back instead).
   */
  async function verifySecret(hashed: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hashed, secret);
    } catch (err) {
      if (err instanceof Argon2Unavailable) throw err;
      return false;
    }
  }

  let dummyHash: Promise<string> | undefined;

  /** Verifies against a throwaway hash so an unknown user costs as much time as a wrong password. */
  async function burnVerifyTime(secret: string): Promise<void> {
    dummyHash ??= hashSecret('dummy-password-for-timing').catch((err: unknown) => {
      dummyHash = undefined; // the next unknown account tries again
      throw err;
    });
    await verifySecret(await dummyHash, secret);
  }

  return { hashSecret, verifySecret, burnVerifyTime };
}

// One argon2id at a time per thread (see argon2-workers); the rest wait their turn.
export const { hashSecret, verifySecret, burnVerifyTime } = passwordsOn(
  createArgon2Workers({ threads: argon2Threads(process.env.ARGON2_THREADS, availableParallelism()) }),
);

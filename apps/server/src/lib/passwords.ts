import { Argon2Unavailable, type Argon2Workers } from './argon2-workers';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing and checking secrets on `argon2`'s workers. The composition root starts the workers
 * (one argon2id at a time per thread, the rest wait their turn) and closes them with the app.
 */
export function createPasswords(argon2: Pick<Argon2Workers, 'hash' | 'verify'>) {
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
export type Passwords = ReturnType<typeof createPasswords>;

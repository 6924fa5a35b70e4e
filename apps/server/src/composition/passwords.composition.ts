import type { Config } from '../config';
import { createArgon2Workers } from '../lib/argon2-workers';
import { createPasswords, type Passwords } from '../lib/passwords';

export type PasswordWorkers = { passwords: Passwords; close: () => Promise<void> };

/** The argon2 worker pool sized by the config, and the passwords that hash and check on it. */
export function startPasswordWorkers(config: Pick<Config, 'argon2Threads'>): PasswordWorkers {
  const workers = createArgon2Workers({ threads: config.argon2Threads });
  return { passwords: createPasswords(workers), close: () => workers.close() };
}

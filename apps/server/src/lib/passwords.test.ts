import { afterAll, describe, expect, it } from 'vitest';
import { Argon2Unavailable, createArgon2Workers } from './argon2-workers';
import { createPasswords } from './passwords';

const workers = createArgon2Workers({ threads: 1 });
afterAll(() => workers.close());
const { hashSecret, verifySecret, burnVerifyTime } = createPasswords(workers);

describe('passwords', () => {
  it('hashes with argon2id at OWASP costs and verifies only the right secret', async () => {
    const hashed = await hashSecret('Player#2026');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(hashed, 'Player#2026')).toBe(true);
    expect(await verifySecret(hashed, 'player#2026')).toBe(false);
  });

  it('answers false for a stored hash it cannot read', async () => {
    expect(await verifySecret('$argon2id$garbage', 'x')).toBe(false);
  });

  it('burns a verification for an unknown account', async () => {
    await expect(burnVerifyTime('anything')).resolves.toBeUndefined();
  });

  it('throws, instead of answering a wrong secret, when the workers could not check it', async () => {
    const lost = new Argon2Unavailable('an argon2 worker was lost');
    const { verifySecret: check } = createPasswords({
      hash: () => Promise.resolve('$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA'),
      verify: () => Promise.reject(lost),
    });
    await expect(check('$argon2id$x', 'secret')).rejects.toBe(lost);
  });

  it('hashes the dummy again after a failed first try', async () => {
    let hashes = 0;
    const { burnVerifyTime: burn } = createPasswords({
      hash: () => (++hashes === 1 ? Promise.reject(new Argon2Unavailable('lost')) : Promise.resolve('h')),
      verify: () => Promise.resolve(false),
    });
    await expect(burn('x')).rejects.toThrow('lost');
    await expect(burn('x')).resolves.toBeUndefined();
    expect(hashes).toBe(2);
  });
});

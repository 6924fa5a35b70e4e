import { describe, expect, it } from 'vitest';
import { Argon2Unavailable } from './argon2-workers';
import { argon2Threads, burnVerifyTime, hashSecret, passwordsOn, verifySecret } from './passwords';

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
    const { verifySecret: check } = passwordsOn({
      hash: () => Promise.resolve('$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA'),
      verify: () => Promise.reject(lost),
    });
    await expect(check('$argon2id$x', 'secret')).rejects.toBe(lost);
  });

  it('hashes the dummy again after a failed first try', async () => {
    let hashes = 0;
    const { burnVerifyTime: burn } = passwordsOn({
      hash: () => (++hashes === 1 ? Promise.reject(new Argon2Unavailable('lost')) : Promise.resolve('h')),
      verify: () => Promise.resolve(false),
    });
    await expect(burn('x')).rejects.toThrow('lost');
    await expect(burn('x')).resolves.toBeUndefined();
    expect(hashes).toBe(2);
  });
});

describe('argon2Threads', () => {
  it('is ARGON2_THREADS when set to a whole number from 1, else the cores', () => {
    expect(argon2Threads(undefined, 2)).toBe(2);
    expect(argon2Threads('4', 2)).toBe(4);
    expect(argon2Threads('0', 2)).toBe(2);
    expect(argon2Threads('1.5', 2)).toBe(2);
    expect(argon2Threads('', 8)).toBe(8);
  });
});

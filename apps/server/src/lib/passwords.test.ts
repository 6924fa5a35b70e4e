import { describe, expect, it } from 'vitest';
import { burnVerifyTime, hashSecret, verifySecret } from './passwords';

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
});

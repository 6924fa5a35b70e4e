import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, type AccessClaims } from './access-tokens';
import { createSigningKeyRing } from './signing-key-ring';
import { createConfigKeySource } from './signing-key-sources';

const claims: AccessClaims = { patronId: 'P1', brand: 'naskila', role: 'player', clientId: undefined };

async function setup() {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwks = [{ ...(await exportJWK(privateKey)), kid: 'k1' }];
  const clock = { now: Date.now() };
  const keyRing = createSigningKeyRing({
    source: createConfigKeySource({ jwks }),
    ttlMs: 60_000,
    now: () => clock.now,
  });
  const tokens = createAccessTokens({ keyRing, ttlSeconds: 120, now: () => clock.now });
  return { tokens, clock };
}

describe('access token verification cache', () => {
  it('answers a token seen before with the same claims, and still refuses it once expired', async () => {
    const { tokens, clock } = await setup();
    const token = await tokens.sign(claims, { issuedAt: new Date(clock.now) });
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toBe(first);
    expect(first).toMatchObject({ patronId: 'P1', brand: 'naskila', kid: 'k1' });
    clock.now += 121_000;
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('never trusts a tampered token because a genuine one was cached', async () => {
    const { tokens, clock } = await setup();
    const token = await tokens.sign(claims, { issuedAt: new Date(clock.now) });
    await tokens.verify(token);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), role: 'manager' })).toString('base64url')}.${s}`;
    await expect(tokens.verify(forged)).rejects.toThrow();
  });
});

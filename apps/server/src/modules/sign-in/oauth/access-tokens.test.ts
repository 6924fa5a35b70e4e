import { compactVerify, decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
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
  return { tokens, clock, jwk: jwks[0]! };
}

describe('access token signing', () => {
  it("writes the header and claims jose's SignJWT writes, with an ES256 signature of the key", async () => {
    const { tokens, clock, jwk } = await setup();
    const full = { ...claims, clientId: 'player-portal', actorSub: 'M1@naskila', sessionId: 's1' };
    for (const signed of [claims, full]) {
      const token = await tokens.sign(signed, { issuedAt: new Date(clock.now), ttlSeconds: 300 });
      const { jti, iat } = decodeJwt(token);
      const key = await importJWK(jwk, 'ES256');
      const viaJose = await new SignJWT({
        brand: signed.brand,
        role: signed.role,
        ...(signed.clientId ? { client_id: signed.clientId } : {}),
        ...(signed.actorSub ? { act: { sub: signed.actorSub } } : {}),
        ...(signed.sessionId ? { sid: signed.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer('patron-portal')
        .setSubject(`${signed.patronId}@${signed.brand}`)
        .setJti(String(jti))
        .setIssuedAt(Number(iat))
        .setExpirationTime(Number(iat) + 300)
        .sign(key);
      const [header, payload, signature] = token.split('.');
      expect(`${header}.${payload}`).toBe(viaJose.split('.').slice(0, 2).join('.'));
      expect(Buffer.from(signature ?? '', 'base64url')).toHaveLength(64);
      const { d: _private, ...publicJwk } = jwk;
      const publicKey = await importJWK(publicJwk, 'ES256');
      await expect(compactVerify(token, publicKey, { algorithms: ['ES256'] })).resolves.toBeDefined();
      expect(await tokens.verify(token)).toMatchObject({ patronId: 'P1', role: 'player', kid: 'k1' });
    }
  });

  it('refuses a time that is not a number, as jose did', async () => {
    const { tokens } = await setup();
    await expect(tokens.sign(claims, { issuedAt: new Date(Number.NaN) })).rejects.toThrow(TypeError);
  });
});

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

  it('shows the claims of a token verified before only, and only until it expires', async () => {
    const { tokens, clock } = await setup();
    const token = await tokens.sign(claims, { issuedAt: new Date(clock.now) });
    expect(tokens.seen(token)).toBeUndefined();
    const verified = await tokens.verify(token);
    expect(tokens.seen(token)).toBe(verified);
    expect(tokens.seen(`${token}x`)).toBeUndefined();
    clock.now += 121_000;
    expect(tokens.seen(token)).toBeUndefined();
  });
});

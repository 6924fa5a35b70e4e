import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKeys } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { kidOf } from '../../../test/tokens';
import { createAccessTokens, type AccessClaims } from './access-tokens';
import { createKeyEncryption } from './key-encryption';
import { createSigningKeyRing } from './signing-key-ring';
import { addGeneratedSigningKey, createDatabaseKeySource } from './signing-key-sources';
import { createSigningKeysRepository } from './signing-keys.repository';

const t = useTestApp();
const claims: AccessClaims = { patronId: 'P1', brand: 'naskila', role: 'player', clientId: undefined };
const TTL_MS = 60_000;

/** One server instance on the test database, with a clock the test moves. */
function instance(clock: { now: number }) {
  const keyEncryption = createKeyEncryption(t.config.keyEncryptionSecret ?? '');
  const signingKeysRepository = createSigningKeysRepository(t.db);
  const keyRing = createSigningKeyRing({
    source: createDatabaseKeySource({ signingKeysRepository, keyEncryption }),
    ttlMs: TTL_MS,
    now: () => clock.now,
  });
  return {
    tokens: createAccessTokens({ keyRing, ttlSeconds: 600 }),
    addKey: () => addGeneratedSigningKey({ signingKeysRepository, keyEncryption }),
    retire: (kid: string) => signingKeysRepository.retire(kid),
  };
}

describe('signing keys kept in the database', () => {
  it('stores the private key sealed, never as the JWK', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/.well-known/jwks.json',
      headers: { 'x-target': 'naskila' },
    });
    expect(res.statusCode).toBe(200);
    const published = res.json().keys as JWK[];
    expect(published.length).toBeGreaterThan(0);
    for (const key of published) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) });
      expect(key.d).toBeUndefined();
    }

    const rows = await t.db.select().from(signingKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.privateJwk).toBeNull();
      expect(row.encryptedPrivateKey).toMatch(/^v1\./);
      const opened = createKeyEncryption(t.config.keyEncryptionSecret ?? '').open(
        row.kid,
        row.encryptedPrivateKey ?? '',
      );
      expect(opened.d).toEqual(expect.any(String));
      expect(row.encryptedPrivateKey).not.toContain(opened.d);
      expect(JSON.stringify(row)).not.toContain(opened.d);
      expect(() =>
        createKeyEncryption('another-secret-of-at-least-32-chars!').open(
          row.kid,
          row.encryptedPrivateKey ?? '',
        ),
      ).toThrow();
      expect(() =>
        createKeyEncryption(t.config.keyEncryptionSecret ?? '').open(
          'other-kid',
          row.encryptedPrivateKey ?? '',
        ),
      ).toThrow();
    }
  });

  it('seals a key an older version stored in plain text when it is first read', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    await t.db.insert(signingKeys).values({
      kid: 'legacy-plain',
      alg: 'ES256',
      privateJwk,
      publicJwk: await exportJWK(publicKey),
      createdAt: new Date(Date.now() + 3_600_000),
    });
    const server = instance({ now: Date.now() });
    const token = await server.tokens.sign(claims);
    expect(kidOf(token)).toBe('legacy-plain');
    const [row] = (await t.db.select().from(signingKeys)).filter((r) => r.kid === 'legacy-plain');
    expect(row?.privateJwk).toBeNull();
    expect(row?.encryptedPrivateKey).not.toContain(privateJwk.d);
    await server.retire('legacy-plain');
  });

  it('rotates: a newer key signs, tokens of the older key still verify, a retired key stops verifying without a restart', async () => {
    const clock = { now: Date.now() };
    const server = instance(clock);
    const other = instance(clock);
    const before = await server.tokens.sign(claims);
    await other.tokens.verify(before);

    const newKid = await server.addKey();
    expect(kidOf(await server.tokens.sign(claims))).toBe(kidOf(before));
    clock.now += TTL_MS + 1;
    const after = await server.tokens.sign(claims);
    expect(kidOf(after)).toBe(newKid);
    expect((await server.tokens.verify(before)).patronId).toBe('P1');
    expect((await other.tokens.verify(after)).patronId).toBe('P1');

    await server.retire(kidOf(before));
    await expect(server.tokens.verify(before)).resolves.toBeDefined();
    clock.now += TTL_MS + 1;
    await expect(server.tokens.verify(before)).rejects.toThrow();
    await expect(other.tokens.verify(before)).rejects.toThrow();
    expect((await server.tokens.verify(after)).patronId).toBe('P1');
  });

  it('a server that does not know a kid yet reads the keys again instead of refusing', async () => {
    const clock = { now: Date.now() };
    const signer = instance(clock);
    const verifier = instance(clock);
    await verifier.tokens.verify(await signer.tokens.sign(claims));
    const newKid = await signer.addKey();
    const fresh = instance(clock);
    const token = await fresh.tokens.sign(claims);
    expect(kidOf(token)).toBe(newKid);
    clock.now += 2_000;
    expect((await verifier.tokens.verify(token)).patronId).toBe('P1');
  });
});

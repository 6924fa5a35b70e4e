import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_KEY_ENCRYPTION_SECRET, loadConfig } from '../../../config';
import { kidOf } from '../../../test/tokens';
import { createAccessTokens, type AccessClaims } from './access-tokens';
import { createSigningKeyRing } from './signing-key-ring';
import { createConfigKeySource } from './signing-key-sources';

const production = { NODE_ENV: 'production', KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123' };
const claims: AccessClaims = { patronId: 'P1', brand: 'naskila', role: 'player', clientId: undefined };

async function privateJwk(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

describe('KEY_ENCRYPTION_SECRET', () => {
  it('has a dev default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).keyEncryptionSecret).toBe(DEV_KEY_ENCRYPTION_SECRET);
    expect(() => loadConfig(production)).toThrow(/KEY_ENCRYPTION_SECRET: required in production/);
    expect(() => loadConfig({ ...production, KEY_ENCRYPTION_SECRET: DEV_KEY_ENCRYPTION_SECRET })).toThrow(
      /KEY_ENCRYPTION_SECRET: the dev default is refused/,
    );
    expect(() => loadConfig({ ...production, KEY_ENCRYPTION_SECRET: 'short' })).toThrow(ConfigError);
    const secret = 'a-real-key-encryption-secret-0123456789';
    expect(loadConfig({ ...production, KEY_ENCRYPTION_SECRET: secret }).keyEncryptionSecret).toBe(secret);
  });

  it('is not needed in production when the keys come from SIGNING_KEYS', async () => {
    const config = loadConfig({ ...production, SIGNING_KEYS: JSON.stringify([await privateJwk('k1')]) });
    expect(config.keyEncryptionSecret).toBeUndefined();
    expect(config.signingKeys).toEqual({ jwks: [expect.objectContaining({ kid: 'k1' })] });
  });
});

describe('SIGNING_KEYS', () => {
  it('accepts a JWKS and refuses keys that are not EC P-256 private keys with a kid', async () => {
    const key = await privateJwk('k1');
    expect(loadConfig({ SIGNING_KEYS: JSON.stringify({ keys: [key] }) }).signingKeys).toEqual({
      jwks: [key],
    });
    const { d: _d, ...publicOnly } = key;
    const { kid: _kid, ...withoutKid } = key;
    for (const bad of [
      'not json',
      '[]',
      JSON.stringify([publicOnly]),
      JSON.stringify([withoutKid]),
      JSON.stringify([key, key]),
    ]) {
      expect(() => loadConfig({ SIGNING_KEYS: bad })).toThrow(/SIGNING_KEYS/);
    }
    expect(() => loadConfig({ SIGNING_KEYS: '/nonexistent/keys.json' })).toThrow(
      /SIGNING_KEYS: \/nonexistent/,
    );
  });

  it('from a file: the last key signs, and a key removed from the file stops verifying without a restart', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'jwks.json');
    const [oldKey, newKey] = [await privateJwk('old'), await privateJwk('new')];
    writeFileSync(file, JSON.stringify([oldKey]));
    const config = loadConfig({ SIGNING_KEYS: file });
    expect(config.signingKeys).toEqual({ file });
    const clock = { now: 0 };
    const tokens = createAccessTokens({
      keyRing: createSigningKeyRing({
        source: createConfigKeySource(config.signingKeys ?? { jwks: [] }),
        ttlMs: 60_000,
        now: () => clock.now,
      }),
      ttlSeconds: 600,
    });
    const before = await tokens.sign(claims);
    expect(kidOf(before)).toBe('old');

    writeFileSync(file, JSON.stringify({ keys: [oldKey, newKey] }));
    clock.now += 60_001;
    const after = await tokens.sign(claims);
    expect(kidOf(after)).toBe('new');
    await expect(tokens.verify(before)).resolves.toMatchObject({ patronId: 'P1' });

    writeFileSync(file, JSON.stringify([newKey]));
    clock.now += 60_001;
    await expect(tokens.verify(before)).rejects.toThrow();
    await expect(tokens.verify(after)).resolves.toMatchObject({ patronId: 'P1' });
    expect((await tokens.publicJwks()).map((k) => [k.kid, k.d])).toEqual([['new', undefined]]);
  });
});

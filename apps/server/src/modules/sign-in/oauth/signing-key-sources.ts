import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { createKeyEncryption, type KeyEncryption } from './key-encryption';
import { parseSigningJwks, publicJwkOf } from './signing-jwks';
import type { SigningKeysRepository } from './signing-keys.repository';

export type SigningKeyMaterial = { kid: string; privateJwk: JWK; publicJwk: JWK };
/** The keys in force, oldest first: the last one signs, all of them verify. */
export type SigningKeySource = () => Promise<SigningKeyMaterial[]>;

/** Keys named in config (SIGNING_KEYS): inline, or a file read again on every load. */
export type ConfiguredSigningKeys = { jwks: JWK[] } | { file: string };

export function createConfigKeySource(setting: ConfiguredSigningKeys): SigningKeySource {
  return async () => {
    const jwks = 'jwks' in setting ? setting.jwks : parseSigningJwks(await readFile(setting.file, 'utf8'));
    return jwks.map((jwk) => ({ kid: jwk.kid ?? '', privateJwk: jwk, publicJwk: publicJwkOf(jwk) }));
  };
}

/** Adds a new ES256 key; it signs once the servers reload their keys, older keys still verify. */
export async function addGeneratedSigningKey(deps: {
  signingKeysRepository: SigningKeysRepository;
  keyEncryption: KeyEncryption;
}): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  await deps.signingKeysRepository.insert({
    kid,
    encryptedPrivateKey: deps.keyEncryption.seal(kid, await exportJWK(privateKey)),
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
  });
  return kid;
}

/**
 * Keys kept in the database (docs/design.md#identity-and-sessions): the first is generated on first start,
 * private halves are sealed, and a key stored in plain text by an older version is sealed when first read.
 */
export function createDatabaseKeySource(deps: {
  signingKeysRepository: SigningKeysRepository;
  keyEncryption: KeyEncryption;
}): SigningKeySource {
  const repo = deps.signingKeysRepository;
  return async () => {
    let stored = await repo.listActive();
    if (!stored.length) {
      await addGeneratedSigningKey(deps);
      stored = await repo.listActive();
    }
    return Promise.all(
      stored.map(async (key) => {
        let privateJwk: JWK;
        if (key.encryptedPrivateKey) {
          privateJwk = deps.keyEncryption.open(key.kid, key.encryptedPrivateKey);
        } else if (key.legacyPrivateJwk) {
          privateJwk = key.legacyPrivateJwk;
          await repo.seal(key.kid, deps.keyEncryption.seal(key.kid, privateJwk));
        } else {
          throw new Error(`signing key ${key.kid} has no private key`);
        }
        return { kid: key.kid, privateJwk, publicJwk: publicJwkOf({ ...key.publicJwk, kid: key.kid }) };
      }),
    );
  };
}

/** Config keys when SIGNING_KEYS is set, else the database's. */
export function createSigningKeySource(deps: {
  configured: ConfiguredSigningKeys | undefined;
  keyEncryptionSecret: string | undefined;
  signingKeysRepository: SigningKeysRepository;
}): SigningKeySource {
  if (deps.configured) return createConfigKeySource(deps.configured);
  if (!deps.keyEncryptionSecret) throw new Error('KEY_ENCRYPTION_SECRET is required for database keys');
  return createDatabaseKeySource({
    signingKeysRepository: deps.signingKeysRepository,
    keyEncryption: createKeyEncryption(deps.keyEncryptionSecret),
  });
}

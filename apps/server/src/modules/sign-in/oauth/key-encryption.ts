import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';

const VERSION = 'v1';

/**
 * Seals private signing JWKs with AES-256-GCM under a key derived from KEY_ENCRYPTION_SECRET, so a
 * database dump alone cannot mint tokens. The kid is authenticated data: a sealed key copied onto
 * another row does not open.
 */
export function createKeyEncryption(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'patron-portal', 'signing-key-encryption', 32));
  return {
    seal(kid: string, jwk: JWK): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const body = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },

    /** Throws when the secret is wrong or the sealed text was altered. */
    open(kid: string, sealed: string): JWK {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag || rest.length)
        throw new Error(`signing key ${kid}: unknown sealed format`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(kid))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as JWK;
    },
  };
}
export type KeyEncryption = ReturnType<typeof createKeyEncryption>;

import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { signingKeys } from '../../db/schema/index';

export type StoredKey = { kid: string; privateJwk: JWK; publicJwk: JWK };

export function createSigningKeysRepository(db: Queryable) {
  async function list(): Promise<StoredKey[]> {
    const rows = await db
      .select()
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    return rows.map((r) => ({ kid: r.kid, privateJwk: r.privateJwk as JWK, publicJwk: r.publicJwk as JWK }));
  }

  return {
    list,
    /** Returns the keys, generating the first ES256 pair if there is none (DESIGN §5). */
    async ensure(): Promise<StoredKey[]> {
      const existing = await list();
      if (existing.length) return existing;
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const kid = randomUUID();
      await db
        .insert(signingKeys)
        .values({
          kid,
          alg: 'ES256',
          privateJwk: await exportJWK(privateKey),
          publicJwk: await exportJWK(publicKey),
        })
        .onConflictDoNothing();
      return list();
    },
  };
}
export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;

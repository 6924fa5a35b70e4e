import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../../../db/client';
import { signingKeys } from '../../../db/schema/index';

export type StoredKey = {
  kid: string;
  /** AES-256-GCM sealed private JWK; null only for a key stored before sealing existed. */
  encryptedPrivateKey: string | null;
  /** Plain-text private JWK of such an older key, until it is sealed. */
  legacyPrivateJwk: JWK | null;
  publicJwk: JWK;
  createdAt: Date;
};

export function createSigningKeysRepository(db: Database) {
  return {
    /** Keys not retired, oldest first (the newest signs). */
    async listActive(): Promise<StoredKey[]> {
      const rows = await db
        .select()
        .from(signingKeys)
        .where(isNull(signingKeys.retiredAt))
        .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
      return rows.map((r) => ({
        kid: r.kid,
        encryptedPrivateKey: r.encryptedPrivateKey,
        legacyPrivateJwk: (r.privateJwk as JWK | null) ?? null,
        publicJwk: r.publicJwk as JWK,
        createdAt: r.createdAt,
      }));
    },

    async insert(row: { kid: string; encryptedPrivateKey: string; publicJwk: JWK }): Promise<void> {
      await db
        .insert(signingKeys)
        .values({ ...row, alg: 'ES256' })
        .onConflictDoNothing();
    },

    /** Replaces a plain-text private key by its sealed form. */
    async seal(kid: string, encryptedPrivateKey: string): Promise<void> {
      await db
        .update(signingKeys)
        .set({ encryptedPrivateKey, privateJwk: null })
        .where(and(eq(signingKeys.kid, kid), isNull(signingKeys.encryptedPrivateKey)));
    },

    /** A retired key neither signs nor verifies once the servers reload their keys. */
    async retire(kid: string): Promise<boolean> {
      const rows = await db
        .update(signingKeys)
        .set({ retiredAt: sql`now()` })
        .where(and(eq(signingKeys.kid, kid), isNull(signingKeys.retiredAt)))
        .returning({ kid: signingKeys.kid });
      return rows.length > 0;
    },
  };
}
export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;

import { KeyObject } from 'node:crypto';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeySource } from './signing-key-sources';

/** The key that signs: its WebCrypto key, and the same key as a KeyObject for node:crypto's sign. */
export type SigningKey = { kid: string; key: CryptoKey; keyObject: KeyObject };

type LoadedKeys = {
  signing: SigningKey;
  verifying: Map<string, CryptoKey>;
  publicJwks: JWK[];
  loadedAt: number;
};

/** At most one reload per this interval for tokens naming a kid we do not know (forged kids). */
const UNKNOWN_KID_COOLDOWN_MS = 1_000;

/**
 * The keys in force, read again after `ttlMs` or when a token names a kid not yet known (a key added
 * on another instance), so adding or retiring a key needs no restart. A failed reload keeps the
 * last good keys.
 */
export function createSigningKeyRing(deps: {
  source: SigningKeySource;
  ttlMs: number;
  now?: () => number;
  onReloadError?: (err: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  let current: LoadedKeys | undefined;
  let pending: Promise<LoadedKeys> | undefined;

  async function load(): Promise<LoadedKeys> {
    const material = await deps.source();
    const newest = material.at(-1);
    if (!newest) throw new Error('no signing key available');
    const verifying = new Map<string, CryptoKey>();
    for (const k of material) verifying.set(k.kid, (await importJWK(k.publicJwk, 'ES256')) as CryptoKey);
    // jose checks the JWK is an ES256 (P-256) key; the KeyObject is that same key.
    const key = (await importJWK(newest.privateJwk, 'ES256')) as CryptoKey;
    return {
      signing: { kid: newest.kid, key, keyObject: KeyObject.from(key) },
      verifying,
      publicJwks: material.map((k) => k.publicJwk),
      loadedAt: now(),
    };
  }

  function reload(): Promise<LoadedKeys> {
    pending ??= load()
      .then((keys) => (current = keys))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  async function keys(): Promise<LoadedKeys> {
    if (!current) return reload();
    if (now() - current.loadedAt < deps.ttlMs) return current;
    try {
      return await reload();
    } catch (err) {
      deps.onReloadError?.(err);
      return current;
    }
  }

  return {
    async signingKey(): Promise<SigningKey> {
      return (await keys()).signing;
    },
    async verifyingKey(kid: string): Promise<CryptoKey | undefined> {
      const loaded = await keys();
      const known = loaded.verifying.get(kid);
      if (known || now() - loaded.loadedAt < UNKNOWN_KID_COOLDOWN_MS) return known;
      const reloaded = await reload().catch((err: unknown) => {
        deps.onReloadError?.(err);
        return loaded;
      });
      return reloaded.verifying.get(kid);
    },
    async publicJwks(): Promise<JWK[]> {
      return (await keys()).publicJwks;
    },
  };
}
export type SigningKeyRing = ReturnType<typeof createSigningKeyRing>;

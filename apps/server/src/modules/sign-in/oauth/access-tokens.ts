import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { jwtVerify, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { buildTokenSubject, parseTokenSubject, type Brand } from '@patron/contracts';
import type { SigningKeyRing } from './signing-key-ring';

export const ISSUER = 'patron-portal';

export type AccessClaims = {
  patronId: string;
  brand: Brand;
  role: 'player' | 'manager';
  clientId: string | undefined;
  /** RFC 8693 `act`: the manager acting as this patron, as `{patronId}@{brand}`. */
  actorSub?: string | undefined;
  /** `sid` of an impersonation session (its audit rows share it). */
  sessionId?: string | undefined;
};

export type VerifiedAccess = AccessClaims & {
  jti: string;
  /** The signing key's id. */
  kid: string;
  sub: string;
  /** Present only on impersonation tokens. */
  actor: { sub: string; patronId: string } | undefined;
  sessionId: string | undefined;
};

/** Verified tokens kept at most; past it the oldest is dropped. */
const VERIFIED_CACHE_SIZE = 10_000;
type Verified = { access: VerifiedAccess; key: CryptoKey; expiresAtMs: number };

/** ES256 access tokens: sub = {patronId}@{brand}, plus brand, role, client_id, jti. */
export function createAccessTokens(deps: {
  keyRing: SigningKeyRing;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  // An ECDSA check is the largest cost of an authenticated GET; a token seen before is trusted
  // again until it expires, for as long as the key that signed it is still the one in force.
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, entry);
  };
  return {
    ttlSeconds: deps.ttlSeconds,
    async sign(
      claims: AccessClaims,
      options: { issuedAt?: Date; ttlSeconds?: number } = {},
    ): Promise<string> {
      const signing = await deps.keyRing.signingKey();
      const iat = Math.floor((options.issuedAt ?? new Date()).getTime() / 1000);
      const exp = iat + (options.ttlSeconds ?? deps.ttlSeconds);
      // As jose's setIssuedAt and setExpirationTime: a token never carries a null time.
      if (!Number.isFinite(exp)) throw new TypeError('Invalid setExpirationTime input');
      // The header and claims in the order jose's SignJWT writes them (its setters in this order).
      return signCompactEs256(
        { alg: 'ES256', kid: signing.kid, typ: 'at+jwt' },
        {
          brand: claims.brand,
          role: claims.role,
          ...(claims.clientId ? { client_id: claims.clientId } : {}),
          ...(claims.actorSub ? { act: { sub: claims.actorSub } } : {}),
          ...(claims.sessionId ? { sid: claims.sessionId } : {}),
          iss: ISSUER,
          sub: buildTokenSubject(claims.patronId, claims.brand),
          jti: randomUUID(),
          iat,
          exp,
        },
        signing.keyObject,
      );
    },
    /** Throws on a bad signature, wrong issuer, expiry or malformed claims. */
    async verify(token: string): Promise<VerifiedAccess> {
      const hit = verified.get(token);
      if (hit) {
        const kid = hit.access.kid;
        if (now() < hit.expiresAtMs && (await deps.keyRing.verifyingKey(kid)) === hit.key) return hit.access;
        verified.delete(token);
      }
      let key: CryptoKey | undefined;
      const { payload, protectedHeader } = await jwtVerify(
        token,
        async (header) => {
          key = header.kid ? await deps.keyRing.verifyingKey(header.kid) : undefined;
          if (!key) throw new Error('unknown signing key');
          return key;
        },
        { issuer: ISSUER, algorithms: ['ES256'], typ: 'at+jwt', currentDate: new Date(now()) },
      );
      const access = parseClaims(payload, protectedHeader.kid ?? '');
      if (key && typeof payload.exp === 'number')
        remember(token, { access, key, expiresAtMs: payload.exp * 1000 });
      return access;
    },
    /**
     * The claims of a token verified before and not yet expired, without checking that its key is
     * still in force: for a look at the claims only, never for trust (that is `verify`).
     */
    seen(token: string): VerifiedAccess | undefined {
      const hit = verified.get(token);
      return hit && now() < hit.expiresAtMs ? hit.access : undefined;
    },
    /** Public halves of the keys in force, for /.well-known/jwks.json. */
    publicJwks(): Promise<JWK[]> {
      return deps.keyRing.publicJwks();
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

const base64url = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

/**
 * A compact JWS (RFC 7515) signed with ES256 (RFC 7518 §3.4: the raw 64-byte r‖s), as jose's
 * SignJWT makes it. node:crypto signs on the calling thread in tens of microseconds, where
 * WebCrypto's sign costs more on the main thread and then waits for a libuv thread: behind the
 * argon2 checks that fill them during sign-ins.
 */
export function signCompactEs256(header: Record<string, unknown>, payload: JWTPayload, key: KeyObject) {
  const input = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

function parseClaims(payload: JWTPayload, kid: string): VerifiedAccess {
  const { sub, jti, brand, role, client_id: clientId, act, sid } = payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof brand !== 'string')
    throw new Error('bad claims');
  if (role !== 'player' && role !== 'manager') throw new Error('bad role');
  const subject = parseTokenSubject(sub);
  if (subject?.brand !== brand) throw new Error('subject does not match brand');
  const actor = parseActor(act, brand);
  if (actor && typeof sid !== 'string') throw new Error('impersonation token without sid');
  return {
    kid,
    actor,
    sessionId: typeof sid === 'string' ? sid : undefined,
    sub,
    jti,
    patronId: subject.patronId,
    brand: brand as Brand,
    role,
    clientId: typeof clientId === 'string' ? clientId : undefined,
  };
}

function parseActor(act: unknown, brand: string): VerifiedAccess['actor'] {
  if (act === undefined) return undefined;
  const actSub = act && typeof act === 'object' ? (act as { sub?: unknown }).sub : undefined;
  if (typeof actSub !== 'string') throw new Error('bad act claim');
  const actor = parseTokenSubject(actSub);
  if (actor?.brand !== brand) throw new Error('actor does not match brand');
  return { sub: actSub, patronId: actor.patronId };
}

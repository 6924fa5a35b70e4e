import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { IdentityVerificationError } from './identity-error';

// A distinct typ keeps an r_token from being accepted where an access token is expected, and back.
const TOKEN_TYPE = 'rtoken+jwt';
const AUDIENCE = 'r_token';
const MIN_SECRET_BYTES = 32;

/**
 * One host system's r_token key: its `kid` names it in the token header, and it may only sign
 * for its own brands, so one tenant's secret can never mint a token another tenant accepts.
 */
export type RemoteAuthKey = { kid: string; secret: string; brands: readonly string[] };

export type RemoteAuthTokenPayload = {
  patronId: string;
  brand: string;
  clientId: string;
  kid: string;
  /** Single use is enforced by the caller: store the jti until expiresAt and refuse it twice. */
  jti: string;
  expiresAt: Date;
};

export type RemoteAuthTokens = {
  issue(input: {
    kid: string;
    patronId: string;
    brand: string;
    clientId: string;
  }): Promise<{ token: string; jti: string; expiresAt: Date }>;
  verify(token: string): Promise<RemoteAuthTokenPayload>;
};

/** Dev and test only: one key per brand (kid `dev-{brand}`), each derived from the public dev master. */
export function deriveDevRemoteAuthKeys(master: string, brands: readonly string[]): RemoteAuthKey[] {
  return brands.map((brand) => ({
    kid: `dev-${brand}`,
    secret: createHmac('sha256', master).update(`r_token:${brand}`).digest('base64url'),
    brands: [brand],
  }));
}

export function createRemoteAuthTokens({
  keys,
  ttlSeconds = 60,
  clock = () => new Date(),
}: {
  keys: readonly RemoteAuthKey[];
  ttlSeconds?: number;
  clock?: () => Date;
}): RemoteAuthTokens {
  const byKid = new Map(
    keys.map((k) => {
      const secret = new TextEncoder().encode(k.secret);
      if (secret.byteLength < MIN_SECRET_BYTES)
        throw new RangeError(`the secret of kid ${k.kid} must be at least ${MIN_SECRET_BYTES} bytes`);
      return [k.kid, { secret, brands: new Set(k.brands) }] as const;
    }),
  );
  if (byKid.size !== keys.length) throw new RangeError('every r_token kid must be unique');

  return {
    async issue({ kid, patronId, brand, clientId }) {
      const key = byKid.get(kid);
      if (!key) throw new RangeError(`unknown r_token kid ${kid}`);
      if (!key.brands.has(brand)) throw new RangeError(`kid ${kid} may not sign for ${brand}`);
      const jti = randomUUID();
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({ brand, client_id: clientId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE, kid })
        .setSubject(patronId)
        .setAudience(AUDIENCE)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key.secret);
      return { token, jti, expiresAt };
    },

    async verify(token) {
      try {
        const kid = headerKid(token);
        const key = kid === undefined ? undefined : byKid.get(kid);
        if (!kid || !key) throw new IdentityVerificationError('signature', 'unknown kid');
        const { payload } = await jwtVerify(token, key.secret, {
          algorithms: ['HS256'],
          typ: TOKEN_TYPE,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        });
        const { sub, jti, exp, brand, client_id: clientId } = payload;
        if (!sub || !jti || !exp || typeof brand !== 'string' || typeof clientId !== 'string') {
          throw new IdentityVerificationError('malformed');
        }
        // The signature only proves which host system signed; it may speak for its own brands alone.
        if (!key.brands.has(brand)) throw new IdentityVerificationError('invalid_token', 'brand');
        return { patronId: sub, brand, clientId, kid, jti, expiresAt: new Date(exp * 1000) };
      } catch (error) {
        throw toIdentityError(error);
      }
    },
  };
}

function headerKid(token: string): string | undefined {
  try {
    return decodeProtectedHeader(token).kid;
  } catch {
    throw new IdentityVerificationError('malformed');
  }
}

function toIdentityError(error: unknown): IdentityVerificationError {
  if (error instanceof IdentityVerificationError) return error;
  if (error instanceof errors.JWTExpired) return new IdentityVerificationError('expired');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new IdentityVerificationError('signature');
  if (error instanceof errors.JWTClaimValidationFailed)
    return new IdentityVerificationError('invalid_token', error.claim);
  return new IdentityVerificationError('malformed');
}

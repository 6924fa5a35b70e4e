import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { IdentityVerificationError } from './identity-error';

// A distinct typ keeps an r_token from being accepted where an access token is expected, and back.
const TOKEN_TYPE = 'rtoken+jwt';
const AUDIENCE = 'r_token';
const MIN_SECRET_BYTES = 32;

export type RemoteAuthTokenPayload = {
  patronId: string;
  brand: string;
  clientId: string;
  /** Single use is enforced by the caller: store the jti until expiresAt and refuse it twice. */
  jti: string;
  expiresAt: Date;
};

export type RemoteAuthTokens = {
  issue(input: {
    patronId: string;
    brand: string;
    clientId: string;
  }): Promise<{ token: string; jti: string; expiresAt: Date }>;
  verify(token: string): Promise<RemoteAuthTokenPayload>;
};

export function createRemoteAuthTokens({
  secret,
  ttlSeconds = 60,
  clock = () => new Date(),
}: {
  secret: string | Uint8Array;
  ttlSeconds?: number;
  clock?: () => Date;
}): RemoteAuthTokens {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < MIN_SECRET_BYTES)
    throw new RangeError(`secret must be at least ${MIN_SECRET_BYTES} bytes`);

  return {
    async issue({ patronId, brand, clientId }) {
      const jti = randomUUID();
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({ brand, client_id: clientId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(patronId)
        .setAudience(AUDIENCE)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, jti, expiresAt };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
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
        return { patronId: sub, brand, clientId, jti, expiresAt: new Date(exp * 1000) };
      } catch (error) {
        throw toIdentityError(error);
      }
    },
  };
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

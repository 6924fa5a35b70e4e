import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { IdentityVerificationError } from './identity-error';
import { createRemoteAuthTokens } from './remote-auth-token';

const secret = 'r-token-secret-for-tests-0123456789abcdef';
const start = new Date('2026-01-01T12:00:00Z');
const input = { patronId: '100234', brand: 'naskila', clientId: 'player-portal' };

const rejects = async (promise: Promise<unknown>, reason: IdentityVerificationError['reason']) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdentityVerificationError);
  expect((error as IdentityVerificationError).reason).toBe(reason);
};

describe('remote auth tokens', () => {
  it('issues a token that verifies to its payload and jti', async () => {
    const tokens = createRemoteAuthTokens({ secret, clock: () => start });
    const issued = await tokens.issue(input);
    const payload = await tokens.verify(issued.token);
    expect(payload).toEqual({ ...input, jti: issued.jti, expiresAt: new Date(start.getTime() + 60_000) });
  });

  it('gives every token its own jti', async () => {
    const tokens = createRemoteAuthTokens({ secret });
    const [a, b] = await Promise.all([tokens.issue(input), tokens.issue(input)]);
    expect(a.jti).not.toBe(b.jti);
  });

  it('rejects an expired token', async () => {
    let now = start;
    const tokens = createRemoteAuthTokens({ secret, ttlSeconds: 60, clock: () => now });
    const { token } = await tokens.issue(input);
    now = new Date(start.getTime() + 61_000);
    await rejects(tokens.verify(token), 'expired');
  });

  it('rejects a tampered payload', async () => {
    const tokens = createRemoteAuthTokens({ secret });
    const { token } = await tokens.issue(input);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    forged.sub = '999999';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    await rejects(tokens.verify(tampered), 'signature');
  });

  it('rejects a token signed with another secret', async () => {
    const ours = createRemoteAuthTokens({ secret });
    const theirs = createRemoteAuthTokens({ secret: `${secret}-other` });
    await rejects(ours.verify((await theirs.issue(input)).token), 'signature');
  });

  it('rejects a JWT of another type signed with the same secret', async () => {
    const tokens = createRemoteAuthTokens({ secret });
    const accessLike = await new SignJWT({ brand: 'naskila', client_id: 'player-portal' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('100234')
      .setAudience('r_token')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await rejects(tokens.verify(accessLike), 'invalid_token');
  });

  it('rejects garbage', async () => {
    await rejects(createRemoteAuthTokens({ secret }).verify('not-a-token'), 'malformed');
  });

  it('refuses a short secret', () => {
    expect(() => createRemoteAuthTokens({ secret: 'short' })).toThrow(RangeError);
  });
});

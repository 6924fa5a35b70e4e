import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectVerificationError } from '../../../test/verification';
import { createRemoteAuthTokens, deriveDevRemoteAuthKeys } from './remote-auth-token';

const secret = 'r-token-secret-for-tests-0123456789abcdef';
const key = { kid: 'host-a', secret, brands: ['naskila'] };
const keys = [key];
const start = new Date('2026-01-01T12:00:00Z');
const input = { kid: 'host-a', patronId: '100234', brand: 'naskila', clientId: 'player-portal' };

const rejects = expectVerificationError;

describe('remote auth tokens', () => {
  it('issues a token that verifies to its payload and jti', async () => {
    const tokens = createRemoteAuthTokens({ keys, clock: () => start });
    const issued = await tokens.issue(input);
    const payload = await tokens.verify(issued.token);
    expect(payload).toEqual({ ...input, jti: issued.jti, expiresAt: new Date(start.getTime() + 60_000) });
  });

  it('gives every token its own jti', async () => {
    const tokens = createRemoteAuthTokens({ keys });
    const [a, b] = await Promise.all([tokens.issue(input), tokens.issue(input)]);
    expect(a.jti).not.toBe(b.jti);
  });

  it('rejects an expired token', async () => {
    let now = start;
    const tokens = createRemoteAuthTokens({ keys, ttlSeconds: 60, clock: () => now });
    const { token } = await tokens.issue(input);
    now = new Date(start.getTime() + 61_000);
    await rejects(tokens.verify(token), 'expired');
  });

  it('rejects a tampered payload', async () => {
    const tokens = createRemoteAuthTokens({ keys });
    const { token } = await tokens.issue(input);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    forged.sub = '999999';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    await rejects(tokens.verify(tampered), 'signature');
  });

  it('rejects a token signed with another secret', async () => {
    const ours = createRemoteAuthTokens({ keys });
    const theirs = createRemoteAuthTokens({ keys: [{ ...key, secret: `${secret}-other` }] });
    await rejects(ours.verify((await theirs.issue(input)).token), 'signature');
  });

  it('rejects a JWT of another type signed with the same secret', async () => {
    const tokens = createRemoteAuthTokens({ keys });
    const accessLike = await new SignJWT({ brand: 'naskila', client_id: 'player-portal' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'host-a' })
      .setSubject('100234')
      .setAudience('r_token')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await rejects(tokens.verify(accessLike), 'invalid_token');
  });

  it('rejects garbage', async () => {
    await rejects(createRemoteAuthTokens({ keys }).verify('not-a-token'), 'malformed');
  });

  it('refuses a short secret and a repeated kid', () => {
    expect(() => createRemoteAuthTokens({ keys: [{ ...key, secret: 'short' }] })).toThrow(RangeError);
    expect(() => createRemoteAuthTokens({ keys: [key, key] })).toThrow(RangeError);
  });

  it('verifies each token with the key its kid names', async () => {
    const other = { kid: 'host-b', secret: `${secret}-b`, brands: ['coyote'] };
    const both = createRemoteAuthTokens({ keys: [key, other] });
    const a = await both.issue(input);
    const b = await both.issue({ ...input, kid: 'host-b', brand: 'coyote' });
    expect((await both.verify(a.token)).kid).toBe('host-a');
    expect(await both.verify(b.token)).toMatchObject({ kid: 'host-b', brand: 'coyote' });
  });

  it('rejects an unknown kid and a token without one', async () => {
    const stranger = createRemoteAuthTokens({ keys: [{ ...key, kid: 'host-x' }] });
    await rejects(
      createRemoteAuthTokens({ keys }).verify((await stranger.issue({ ...input, kid: 'host-x' })).token),
      'signature',
    );
    const noKid = await new SignJWT({ brand: 'naskila', client_id: 'h' })
      .setProtectedHeader({ alg: 'HS256', typ: 'rtoken+jwt' })
      .setSubject('100234')
      .setAudience('r_token')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await rejects(createRemoteAuthTokens({ keys }).verify(noKid), 'signature');
  });

  it("rejects a brand the kid's key is not bound to, even with a valid signature", async () => {
    const forged = await new SignJWT({ brand: 'coyote', client_id: 'h' })
      .setProtectedHeader({ alg: 'HS256', typ: 'rtoken+jwt', kid: 'host-a' })
      .setSubject('100234')
      .setAudience('r_token')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    await rejects(createRemoteAuthTokens({ keys }).verify(forged), 'invalid_token');
    await expect(createRemoteAuthTokens({ keys }).issue({ ...input, brand: 'coyote' })).rejects.toThrow(
      RangeError,
    );
  });

  it('derives a distinct dev key per brand', () => {
    const dev = deriveDevRemoteAuthKeys('master-secret', ['naskila', 'coyote']);
    expect(dev.map((k) => [k.kid, k.brands])).toEqual([
      ['dev-naskila', ['naskila']],
      ['dev-coyote', ['coyote']],
    ]);
    expect(dev[0]?.secret).not.toBe(dev[1]?.secret);
    expect(deriveDevRemoteAuthKeys('other-master', ['naskila'])[0]?.secret).not.toBe(dev[0]?.secret);
  });
});

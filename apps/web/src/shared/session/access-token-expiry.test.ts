import { describe, expect, it } from 'vitest';
import { accessTokenSecondsLeft } from './access-token-expiry';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url({ alg: 'ES256' })}.${base64url(claims)}.signature`;

describe('accessTokenSecondsLeft', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  it('reads the seconds left from the exp claim', () => {
    expect(accessTokenSecondsLeft(jwt({ sub: 'p-1', exp: now / 1000 + 600 }), now)).toBe(600);
  });

  it('reads a payload whose base64url uses - and _', () => {
    // A name whose JSON encodes to base64 with '+' and '/' characters.
    const token = jwt({ name: '~~~>>>???', exp: now / 1000 + 90 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(accessTokenSecondsLeft(token, now)).toBe(90);
  });

  it('is 0 for an expired, unreadable or missing token', () => {
    expect(accessTokenSecondsLeft(jwt({ exp: now / 1000 - 1 }), now)).toBe(0);
    expect(accessTokenSecondsLeft(jwt({ sub: 'no exp' }), now)).toBe(0);
    expect(accessTokenSecondsLeft('not-a-jwt', now)).toBe(0);
    expect(accessTokenSecondsLeft('a.%%%.c', now)).toBe(0);
    expect(accessTokenSecondsLeft(null, now)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { sessionExpiryDestination } from './session-expiry';

describe('sessionExpiryDestination', () => {
  it('sends an expired player session to the login path', () => {
    expect(sessionExpiryDestination('/session/login', fakeJwt({ sub: '7080001@naskila' }))).toBe(
      '/session/login',
    );
    expect(sessionExpiryDestination('/session/login', undefined)).toBe('/session/login');
  });

  it('sends an expired impersonation back to the manager sign-in for the same patron', () => {
    const token = fakeJwt({ sub: '7080001@naskila', act: { sub: '7080003@naskila' } });
    expect(sessionExpiryDestination('/session/login', token)).toBe(
      '/dummy-login/dummy-login?patronId=7080001',
    );
  });
});

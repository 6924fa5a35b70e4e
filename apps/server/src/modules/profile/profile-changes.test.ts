import { beforeEach, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { bearer, brandHost, refreshRequest } from '../../test/tokens';
import { PHONE_FORMAT_MESSAGE } from '../../lib/phone-e164';

const t = useTestApp();
beforeEach(() => t.db.delete(signInThrottles));

const CHANGE_PASSWORD = '/api/profile/changePassword';
const CHANGE_PIN = '/api/profile/changePin';
const PENDING = { username: 'pending', password: 'Player#2026' };
const MANAGER = { username: 'manager', password: 'Manager#2026' };

function call(method: 'PUT' | 'POST', url: string, token: string, payload: object, brand = 'naskila') {
  return t.app.inject({ method, url, headers: bearer(token, brand), payload });
}

function cardPin(pin: string, brand: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: brandHost(brand) },
    payload: { grant_type: 'card_pin', card_number: '7000000001', pin },
  });
}

describe('PUT /api/profile/', () => {
  it('changes contact details and the address', async () => {
    const { access_token } = await login(t.app, 'naskila', PENDING);
    const res = await call('PUT', '/api/profile/', access_token, {
      email: 'pat@example.com',
      phoneNumber: '(702) 555-0199',
      address: { city: 'Reno', zipCode: '89501' },
      currentPassword: 'Player#2026',
    });
    expect(res.statusCode).toBe(200);
    // A new e-mail waits for its confirmation link (accounts/profile-update.test.ts).
    expect(res.json()).toMatchObject({
      email: 'pending@naskila.example.com',
      pendingEmail: 'pat@example.com',
      // Kept in E.164, read in the property's country when written without its +.
      phoneNumber: '+17025550199',
      firstName: 'Pat',
      address: { city: 'Reno', zipCode: '89501', countryId: 'US' },
    });
    // The answer is the profile as GET /api/profile/ gives it, hasOktaProfile included (naskila has Okta).
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(access_token, 'naskila'),
    });
    expect(got.json()).toHaveProperty('hasOktaProfile');
    expect(res.json()).toEqual(got.json());
  });

  it('refuses a phone number that is not one with the format it expects, changing nothing', async () => {
    const { access_token } = await login(t.app, 'naskila', PENDING);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access_token, 'naskila') })
    ).json();
    const res = await call('PUT', '/api/profile/', access_token, {
      phoneNumber: '555-1234',
      address: { city: 'Elko' },
      currentPassword: 'Player#2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [`phoneNumber: ${PHONE_FORMAT_MESSAGE}`] });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(access_token, 'naskila'),
    });
    expect(after.json()).toEqual(before);
  });

  it.each([
    {
      what: 'a bad email',
      payload: { email: 'not-an-email' },
      status: 400,
      body: { errors: ['email: Valid email required'] },
    },
    { what: 'an empty body', payload: {}, status: 400 },
    { what: 'no token', token: 'nope', payload: { email: 'a@b.co' }, status: 401 },
  ])('answers $what with $status', async ({ payload, token, status, body }) => {
    const { access_token } = await login(t.app, 'naskila', PENDING);
    const res = await call('PUT', '/api/profile/', token ?? access_token, payload);
    expect(res.statusCode).toBe(status);
    if (body) expect(res.json()).toEqual(body);
  });
});

/**
 * Refused password and PIN changes. They run before the successful changes below, which alter the
 * same accounts.
 */
describe.each([
  {
    url: CHANGE_PASSWORD,
    brand: 'elite',
    account: undefined,
    what: 'a wrong current password',
    payload: { currentPassword: 'wrong', newPassword: 'Another#2026' },
    status: 400,
    body: { errors: ['The current password is incorrect.'] },
  },
  {
    url: CHANGE_PASSWORD,
    brand: 'elite',
    account: undefined,
    what: 'a too short new password',
    payload: { currentPassword: 'Player#2026', newPassword: 'short' },
    status: 400,
    body: undefined,
  },
  {
    url: CHANGE_PIN,
    brand: 'coyote',
    account: undefined,
    what: 'a wrong current PIN',
    payload: { currentPin: '0000', newPin: '1357' },
    status: 400,
    body: { errors: ['The current PIN is incorrect.'] },
  },
  {
    url: CHANGE_PIN,
    brand: 'coyote',
    account: undefined,
    what: 'a new PIN that is not 4 digits',
    payload: { currentPin: '2468', newPin: '12a' },
    status: undefined,
    body: { errors: ['newPin: The PIN must be 4 digits.'] },
  },
  {
    url: CHANGE_PIN,
    brand: 'coyote',
    account: MANAGER,
    what: 'an account without a PIN',
    payload: { currentPin: '2468', newPin: '1357' },
    status: 400,
    body: undefined,
  },
])('POST $url', ({ url, brand, account, what, payload, status, body }) => {
  it(`refuses ${what}`, async () => {
    const { access_token } = await login(t.app, brand, account);
    const res = await call('POST', url, access_token, payload, brand);
    if (status !== undefined) expect(res.statusCode).toBe(status);
    if (body !== undefined) expect(res.json()).toEqual(body);
  });
});

describe('POST /api/profile/changePassword', () => {
  it('changes the password after checking the current one', async () => {
    const { access_token } = await login(t.app, 'elite');
    const ok = await call(
      'POST',
      CHANGE_PASSWORD,
      access_token,
      { currentPassword: 'Player#2026', newPassword: 'Another#2026' },
      'elite',
    );
    expect(ok.statusCode).toBe(204);
    await login(t.app, 'elite', { username: 'demo', password: 'Another#2026' });
    await expect(login(t.app, 'elite')).rejects.toThrow(/400/);
  });
});

describe('POST /api/profile/changePin', () => {
  it('changes the PIN after checking the current one', async () => {
    const { access_token } = await login(t.app, 'coyote');
    const ok = await call('POST', CHANGE_PIN, access_token, { currentPin: '2468', newPin: '1357' }, 'coyote');
    expect(ok.statusCode).toBe(204);
    expect((await cardPin('1357', 'coyote')).statusCode).toBe(200);
    expect((await cardPin('2468', 'coyote')).statusCode).toBe(400);
  });
});

describe('a new password or PIN ends the player’s earlier sessions', () => {
  const refresh = (refreshToken: string, brand: string) => refreshRequest(t.app, refreshToken, brand);

  it('refuses a refresh token issued before a password change; other players keep theirs', async () => {
    const current = await login(t.app, 'tp');
    const elsewhere = await login(t.app, 'tp');
    const otherPlayer = await login(t.app, 'tp', PENDING);
    const ok = await call(
      'POST',
      CHANGE_PASSWORD,
      current.access_token,
      { currentPassword: 'Player#2026', newPassword: 'Another#2026' },
      'tp',
    );
    expect(ok.statusCode).toBe(204);
    expect((await refresh(current.refresh_token, 'tp')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(elsewhere.refresh_token, 'tp')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(otherPlayer.refresh_token, 'tp')).statusCode).toBe(200);
    const after = await login(t.app, 'tp', { username: 'demo', password: 'Another#2026' });
    expect((await refresh(after.refresh_token, 'tp')).statusCode).toBe(200);
  });

  it('refuses a refresh token issued before a PIN change', async () => {
    const before = await login(t.app, 'naskila');
    const ok = await call('POST', CHANGE_PIN, before.access_token, { currentPin: '2468', newPin: '1357' });
    expect(ok.statusCode).toBe(204);
    expect((await refresh(before.refresh_token, 'naskila')).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

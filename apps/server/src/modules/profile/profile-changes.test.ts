import { beforeEach, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => t.db.delete(signInThrottles));

function call(method: 'PUT' | 'POST', url: string, token: string, payload: object, brand = 'naskila') {
  return t.app.inject({
    method,
    url,
    headers: { host: `${brand}.localhost`, authorization: `Bearer ${token}` },
    payload,
  });
}

function cardPin(pin: string, brand: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: `${brand}.localhost` },
    payload: { grant_type: 'card_pin', card_number: '7000000001', pin },
  });
}

describe('PUT /api/profile/', () => {
  it('changes contact details and the address', async () => {
    const { access_token } = await login(t.app, 'naskila', { username: 'pending', password: 'Player#2026' });
    const res = await call('PUT', '/api/profile/', access_token, {
      email: 'pat@example.com',
      phoneNumber: '+1 702 555 0199',
      address: { city: 'Reno', zipCode: '89501' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'pat@example.com',
      phoneNumber: '+1 702 555 0199',
      firstName: 'Pat',
      address: { city: 'Reno', zipCode: '89501', countryId: 'US' },
    });
  });

  it('answers a bad email, an empty body and no token', async () => {
    const { access_token } = await login(t.app, 'naskila', { username: 'pending', password: 'Player#2026' });
    const bad = await call('PUT', '/api/profile/', access_token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: ['email: Valid email required'] });
    expect((await call('PUT', '/api/profile/', access_token, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/profile/', 'nope', { email: 'a@b.co' })).statusCode).toBe(401);
  });
});

describe('POST /api/profile/changePassword', () => {
  it('changes the password after checking the current one', async () => {
    const { access_token } = await login(t.app, 'elite');
    const wrong = await call(
      'POST',
      '/api/profile/changePassword',
      access_token,
      { currentPassword: 'wrong', newPassword: 'Another#2026' },
      'elite',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['The current password is incorrect.'] });
    const short = await call(
      'POST',
      '/api/profile/changePassword',
      access_token,
      { currentPassword: 'Player#2026', newPassword: 'short' },
      'elite',
    );
    expect(short.statusCode).toBe(400);
    const ok = await call(
      'POST',
      '/api/profile/changePassword',
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
    const wrong = await call(
      'POST',
      '/api/profile/changePin',
      access_token,
      { currentPin: '0000', newPin: '1357' },
      'coyote',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['The current PIN is incorrect.'] });
    const notFour = await call(
      'POST',
      '/api/profile/changePin',
      access_token,
      { currentPin: '2468', newPin: '12a' },
      'coyote',
    );
    expect(notFour.json()).toEqual({ errors: ['newPin: The PIN must be 4 digits.'] });
    const ok = await call(
      'POST',
      '/api/profile/changePin',
      access_token,
      { currentPin: '2468', newPin: '1357' },
      'coyote',
    );
    expect(ok.statusCode).toBe(204);
    expect((await cardPin('1357', 'coyote')).statusCode).toBe(200);
    expect((await cardPin('2468', 'coyote')).statusCode).toBe(400);
  });

  it('refuses an account without a PIN', async () => {
    const { access_token } = await login(t.app, 'coyote', { username: 'manager', password: 'Manager#2026' });
    const res = await call(
      'POST',
      '/api/profile/changePin',
      access_token,
      { currentPin: '2468', newPin: '1357' },
      'coyote',
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('a new password or PIN ends the player’s earlier sessions', () => {
  const refresh = (refreshToken: string, brand: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: `${brand}.localhost` },
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'player-portal' },
    });

  it('refuses a refresh token issued before a password change; other players keep theirs', async () => {
    const current = await login(t.app, 'tp');
    const elsewhere = await login(t.app, 'tp');
    const otherPlayer = await login(t.app, 'tp', { username: 'pending', password: 'Player#2026' });
    const ok = await call(
      'POST',
      '/api/profile/changePassword',
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
    const ok = await call('POST', '/api/profile/changePin', before.access_token, {
      currentPin: '2468',
      newPin: '1357',
    });
    expect(ok.statusCode).toBe(204);
    expect((await refresh(before.refresh_token, 'naskila')).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

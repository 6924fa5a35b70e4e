import { SECRET_MESSAGES } from '@patron/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitWindows, signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { accountCall, linkSentTo } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
});

const put = (token: string, payload: unknown, brand: string) =>
  accountCall(t.app, { method: 'PUT', url: '/api/profile/', brand, token, payload });

describe('PUT /api/profile/ under PlayerProfileSettings', () => {
  it('changes marketing choices and shows them on the profile', async () => {
    const { access_token } = await login(t.app, 'coyote');
    const res = await put(
      access_token,
      { marketing: { hasSmsOptInFlag: true, mailAllowed: true } },
      'coyote',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().marketing).toEqual({
      mailAllowed: true,
      hasEmailOptInFlag: false,
      hasSmsOptInFlag: true,
    });
  });

  it('refuses what the property does not allow with 403, changing nothing', async () => {
    const { access_token } = await login(t.app, 'little-creek');
    const res = await put(
      access_token,
      { phoneNumber: '+1 405 555 0101', address: { city: 'Tulsa' } },
      'little-creek',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: ['address: This property does not allow changing it here.'] });
    const profile = await accountCall(t.app, {
      method: 'GET',
      url: '/api/profile/',
      brand: 'little-creek',
      token: access_token,
    });
    expect(profile.json().phoneNumber).not.toBe('+1 405 555 0101');
  });

  it('takes the whole profile sent back, refusing only what it changes', async () => {
    const { access_token } = await login(t.app, 'little-creek');
    const get = () =>
      accountCall(t.app, { method: 'GET', url: '/api/profile/', brand: 'little-creek', token: access_token });
    const stored = (await get()).json();
    const { email, phoneNumber, firstName, lastName, address, marketing } = stored;
    const whole = { email, phoneNumber, firstName, lastName, address, marketing };
    const same = await put(access_token, whole, 'little-creek');
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(stored);
    const newPhone = await put(
      access_token,
      { ...whole, phoneNumber: '+1 405 555 0177', currentPassword: 'Player#2026' },
      'little-creek',
    );
    expect(newPhone.statusCode, newPhone.body).toBe(200);
    expect(newPhone.json().phoneNumber).toBe('+14055550177');
    const moved = await put(
      access_token,
      { ...whole, address: { ...address, city: `${address.city ?? ''} Heights` } },
      'little-creek',
    );
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({ errors: ['address: This property does not allow changing it here.'] });
    expect((await get()).json().address).toEqual(address);
  });

  it('keeps a new e-mail pending until the link sent to it is opened', async () => {
    const { access_token } = await login(t.app, 'bally', { username: 'pending', password: 'Player#2026' });
    const res = await put(
      access_token,
      { email: 'pat.newcomer@example.org', currentPassword: 'Player#2026' },
      'bally',
    );
    expect(res.json()).toMatchObject({
      email: 'pending@bally.example.com',
      pendingEmail: 'pat.newcomer@example.org',
    });
    const { params } = await linkSentTo(t.db, 'pat.newcomer@example.org', 'account-change-email');
    expect(
      (await accountCall(t.app, { url: '/api/profile/confirmEmail', brand: 'bally', payload: params }))
        .statusCode,
    ).toBe(204);
    const profile = await accountCall(t.app, {
      method: 'GET',
      url: '/api/profile/',
      brand: 'bally',
      token: access_token,
    });
    expect(profile.json()).toMatchObject({
      email: 'pat.newcomer@example.org',
      pendingEmail: null,
      isVerified: true,
    });
  });

  it('drops a pending e-mail change when the player goes back to the current address', async () => {
    const { access_token } = await login(t.app, 'southland', {
      username: 'pending',
      password: 'Player#2026',
    });
    await put(access_token, { email: 'typo@example.org', currentPassword: 'Player#2026' }, 'southland');
    const { params } = await linkSentTo(t.db, 'typo@example.org', 'account-change-email');
    const back = await put(access_token, { email: 'pending@southland.example.com' }, 'southland');
    expect(back.json()).toMatchObject({ email: 'pending@southland.example.com', pendingEmail: null });
    const late = await accountCall(t.app, {
      url: '/api/profile/confirmEmail',
      brand: 'southland',
      payload: params,
    });
    expect(late.statusCode).toBe(400);
  });

  it("refuses a confirmed change to another player's e-mail with 409", async () => {
    const { access_token } = await login(t.app, 'elite', { username: 'pending', password: 'Player#2026' });
    await put(access_token, { email: 'demo@elite.example.com', currentPassword: 'Player#2026' }, 'elite');
    const { params } = await linkSentTo(t.db, 'demo@elite.example.com', 'account-change-email');
    const res = await accountCall(t.app, {
      url: '/api/profile/confirmEmail',
      brand: 'elite',
      payload: params,
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses weak PINs and common passwords with clear messages', async () => {
    const { access_token } = await login(t.app, 'tp');
    for (const newPin of ['1234', '0000', '9876', '5555']) {
      const res = await accountCall(t.app, {
        url: '/api/profile/changePin',
        brand: 'tp',
        token: access_token,
        payload: { currentPin: '2468', newPin },
      });
      expect(res.json()).toEqual({ errors: [`newPin: ${SECRET_MESSAGES.pinWeak}`] });
    }
    const res = await accountCall(t.app, {
      url: '/api/profile/changePassword',
      brand: 'tp',
      token: access_token,
      payload: { currentPassword: 'Player#2026', newPassword: 'Password1' },
    });
    expect(res.json()).toEqual({ errors: [`newPassword: ${SECRET_MESSAGES.passwordCommon}`] });
  });
});

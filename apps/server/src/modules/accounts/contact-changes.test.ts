import { clientHashForBrand } from '@patron/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { players, rateLimitWindows, signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { accountCall, countMessages, lastMessage, linkSentTo, playerRow } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
});

const PASSWORD = 'Player#2026';
const NEW_PASSWORD = 'Owner#Again2027';
const put = (brand: string, token: string, payload: object) =>
  accountCall(t.app, { method: 'PUT', url: '/api/profile/', brand, token, payload });
const profileOf = async (brand: string, token: string) =>
  (await accountCall(t.app, { method: 'GET', url: '/api/profile/', brand, token })).json();
const post = (brand: string, url: string, payload: object) => accountCall(t.app, { url, brand, payload });
const undo = (brand: string, params: Record<string, string>, password = NEW_PASSWORD) =>
  post(brand, '/api/profile/undoContactChange', { ...params, password, confirmPassword: password });
const passwordGrant = (brand: string, username: string, password: string) =>
  accountCall(t.app, {
    url: '/oauth/token',
    brand,
    payload: { grant_type: 'password', username, password },
  });

/** Changes the e-mail of the signed-in player and opens the confirmation link sent to the new one. */
async function changeEmail(brand: string, token: string, email: string) {
  const asked = await put(brand, token, { email, currentPassword: PASSWORD });
  expect(asked.statusCode, asked.body).toBe(200);
  const { params } = await linkSentTo(t.db, email, 'account-change-email');
  const confirmed = await post(brand, '/api/profile/confirmEmail', params);
  expect(confirmed.statusCode, confirmed.body).toBe(204);
}

describe('a new e-mail or phone number needs the current password or PIN', () => {
  it.each([
    { what: 'an e-mail', change: { email: 'taker@example.org' } },
    { what: 'a phone number', change: { phoneNumber: '+1 702 555 0142' } },
  ])(
    'refuses $what with no proof, even where requirePinForChanges is off, changing nothing',
    async ({ change }) => {
      const { access_token } = await login(t.app, 'tp');
      const before = await profileOf('tp', access_token);
      const res = await put('tp', access_token, change);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: ['currentPassword: Field required'] });
      expect(await profileOf('tp', access_token)).toEqual(before);
      expect(await countMessages(t.db, 'taker@example.org', 'account-change-email')).toBe(0);
    },
  );

  it('refuses a wrong password through the sign-in throttle', async () => {
    const { access_token } = await login(t.app, 'rwlv');
    const res = await put('rwlv', access_token, { email: 'taker@example.org', currentPassword: 'guess' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['The current password or PIN is incorrect.'] });
    const row = await playerRow(t.db, 'rwlv', 'demo');
    expect(row?.pendingEmail).toBeNull();
    const throttled = await t.db.select().from(signInThrottles);
    expect(throttled.some((r) => r.failures > 0)).toBe(true);
  });

  it('takes the password, not the PIN, from an account that has one; other fields need nothing here', async () => {
    const { access_token } = await login(t.app, 'coyote');
    const renamed = await put('coyote', access_token, { address: { city: 'Laughlin' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const byPin = await put('coyote', access_token, { phoneNumber: '+1 702 555 0143', currentPin: '2468' });
    expect(byPin.statusCode).toBe(400);
    expect(byPin.json()).toEqual({
      errors: ['currentPassword: Enter your password to change your e-mail or phone number.'],
    });
    const phoned = await put('coyote', access_token, {
      phoneNumber: '+1 702 555 0143',
      currentPassword: PASSWORD,
    });
    expect(phoned.statusCode, phoned.body).toBe(200);
    expect(phoned.json().phoneNumber).toBe('+17025550143');
  });
});

describe('the old address is told, with a link that undoes the change', () => {
  it('gives the account back after an e-mail change and a reset through the new address', async () => {
    const brand = 'naskila';
    const { access_token, refresh_token } = await login(t.app, brand);
    const { email: oldEmail } = await profileOf(brand, access_token);
    await changeEmail(brand, access_token, 'taker@example.org');

    const notice = await lastMessage(t.db, oldEmail, 'account-email-changed');
    expect(notice?.body).toContain('taker@example.org');
    const { url, params } = await linkSentTo(t.db, oldEmail, 'account-email-changed');
    expect(url.pathname).toBe('/session/undo-change');

    // Whoever changed it resets the password through the new address …
    expect((await post(brand, '/api/profile/resetPassword', { username: 'demo' })).statusCode).toBe(202);
    const reset = await linkSentTo(t.db, 'taker@example.org', 'account-reset-password');
    const taken = await post(brand, '/api/profile/updatePassword', {
      ...reset.params,
      password: 'Taker#Owns2026',
      confirmPassword: 'Taker#Owns2026',
    });
    expect(taken.statusCode).toBe(204);
    expect((await post(brand, '/api/profile/resetPassword', { username: 'demo' })).statusCode).toBe(202);
    const unusedReset = await linkSentTo(t.db, 'taker@example.org', 'account-reset-password');

    // … and the owner undoes it from the old one.
    const undone = await undo(brand, params);
    expect(undone.statusCode, undone.body).toBe(204);
    const row = await playerRow(t.db, brand, 'demo');
    expect(row).toMatchObject({ email: oldEmail, pendingEmail: null, isVerified: true });
    expect((await passwordGrant(brand, 'demo', 'Taker#Owns2026')).statusCode).toBe(400);
    expect((await passwordGrant(brand, 'demo', NEW_PASSWORD)).statusCode).toBe(200);
    const refreshed = await accountCall(t.app, {
      url: '/oauth/token',
      brand,
      payload: { grant_type: 'refresh_token', refresh_token },
    });
    expect(refreshed.statusCode).toBe(400);
    const late = await post(brand, '/api/profile/updatePassword', {
      ...unusedReset.params,
      password: 'Taker#Again2026',
      confirmPassword: 'Taker#Again2026',
    });
    expect(late.statusCode).toBe(400);
    expect((await undo(brand, params)).statusCode).toBe(400);
  });

  it('puts back the phone number, told to the e-mail on record', async () => {
    const brand = 'bally';
    const { access_token } = await login(t.app, brand);
    const before = await profileOf(brand, access_token);
    const changed = await put(brand, access_token, {
      phoneNumber: '+1 702 555 0144',
      currentPassword: PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = await lastMessage(t.db, before.email, 'account-phone-changed');
    expect(notice?.body).toContain('•••0144');
    const { params } = await linkSentTo(t.db, before.email, 'account-phone-changed');
    expect((await undo(brand, params)).statusCode).toBe(204);
    expect((await playerRow(t.db, brand, 'demo'))?.phone).toBe(before.phoneNumber);
  });

  it('keeps the first undo link working after a second change, and spends the later ones with it', async () => {
    const brand = 'elite';
    const { access_token } = await login(t.app, brand);
    const { email: owner } = await profileOf(brand, access_token);
    await changeEmail(brand, access_token, 'first@example.org');
    const fresh = await login(t.app, brand);
    await changeEmail(brand, fresh.access_token, 'second@example.org');
    const ownersLink = await linkSentTo(t.db, owner, 'account-email-changed');
    const takersLink = await linkSentTo(t.db, 'first@example.org', 'account-email-changed');

    expect((await undo(brand, ownersLink.params)).statusCode).toBe(204);
    expect((await playerRow(t.db, brand, 'demo'))?.email).toBe(owner);
    expect((await undo(brand, takersLink.params, 'Taker#Owns2026')).statusCode).toBe(400);
    expect((await playerRow(t.db, brand, 'demo'))?.email).toBe(owner);
  });

  it('answers a wrong hash or a made-up token with the same 400, changing nothing', async () => {
    const token = 'x'.repeat(43);
    const wrongHash = await undo('southland', { hash: '000000000000', token });
    const madeUp = await undo('southland', { hash: clientHashForBrand('southland'), token });
    expect(wrongHash.statusCode).toBe(400);
    expect(madeUp.json()).toEqual(wrongHash.json());
  });

  it('takes back every later change with the first link: a phone change, then an e-mail change', async () => {
    const brand = 'little-creek';
    const { access_token } = await login(t.app, brand);
    const before = await profileOf(brand, access_token);
    const phoned = await put(brand, access_token, {
      phoneNumber: '+1 360 555 0190',
      currentPassword: PASSWORD,
    });
    expect(phoned.statusCode, phoned.body).toBe(200);
    const first = await linkSentTo(t.db, before.email, 'account-phone-changed');
    await changeEmail(brand, access_token, 'later@example.org');
    expect((await undo(brand, first.params)).statusCode).toBe(204);
    const row = await playerRow(t.db, brand, 'demo');
    expect(row).toMatchObject({ email: before.email, phone: before.phoneNumber });
  });

  it('takes away an e-mail added to an account that had none, told by SMS to the old number', async () => {
    const brand = 'tp';
    const owner = await playerRow(t.db, brand, 'demo');
    await t.db.update(players).set({ email: null }).where(eq(players.id, owner!.id));
    const { access_token } = await login(t.app, brand);
    await changeEmail(brand, access_token, 'added@example.org');
    const { params } = await linkSentTo(t.db, owner!.phone!, 'account-contact-changed-sms');
    expect((await undo(brand, params)).statusCode).toBe(204);
    expect(await playerRow(t.db, brand, 'demo')).toMatchObject({ email: null, isVerified: false });
    // No reset link can go anywhere now.
    expect((await post(brand, '/api/profile/resetPassword', { username: 'demo' })).statusCode).toBe(202);
    expect(await countMessages(t.db, 'added@example.org', 'account-reset-password')).toBe(0);
  });

  it('gets the old address back even when someone joined with it after it moved away', async () => {
    const brand = 'offercraft';
    const { access_token } = await login(t.app, brand);
    const { email: owner } = await profileOf(brand, access_token);
    await changeEmail(brand, access_token, 'mover@example.org');
    const joined = await post(brand, '/api/players/signup/ext', {
      firstName: 'Sam',
      lastName: 'Squat',
      birthday: '1980-01-01',
      email: owner,
      password: 'Squatter#Owns2026',
      termsAccepted: true,
      termsVersion: '2026-01',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const { params } = await linkSentTo(t.db, owner, 'account-email-changed');
    const undone = await undo(brand, params);
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await playerRow(t.db, brand, 'demo'))?.email).toBe(owner);
  });

  it('lets one account change its phone number three times a quarter hour, each told to the old address', async () => {
    const brand = 'rwlv';
    const { access_token } = await login(t.app, brand);
    const { email } = await profileOf(brand, access_token);
    const change = (n: number) =>
      put(brand, access_token, { phoneNumber: `+1 702 555 01${60 + n}`, currentPassword: PASSWORD });
    for (const n of [1, 2, 3]) expect((await change(n)).statusCode).toBe(200);
    const fourth = await change(4);
    expect(fourth.statusCode).toBe(429);
    expect((await playerRow(t.db, brand, 'demo'))?.phone).toBe('+17025550163');
    expect(await countMessages(t.db, email, 'account-phone-changed')).toBe(3);
  });
});

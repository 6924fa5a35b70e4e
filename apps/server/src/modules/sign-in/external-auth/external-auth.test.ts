import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES } from '@patron/contracts';
import { countMessages, lastMessage, linkSentTo } from '../../accounts/accounts.test-helpers';
import { useSocialTestApp } from '../../../test/fake-providers';
import { demoPatronId, tokenRequest } from '../../../test/identity-fixtures';
import { login } from '../../../test/test-app';
import { bearer } from '../../../test/tokens';

const HOST = 'naskila.localhost';
const t = useSocialTestApp({ facebookAppId: 'fb-app', googleClientId: 'g-client' });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, payload: payload as string });

const signInAs = (username: string, password: string) =>
  tokenRequest(t.app, HOST, { grant_type: 'password', username, password });

const signUp = {
  firstName: 'Sam',
  lastName: 'Rivers',
  birthday: '1990-04-12',
  email: 'sam.rivers@example.test',
  phone: '+15550001111',
  password: 'Sunny#Days2026',
  address1: '1 Main St',
  address2: '',
  city: 'Livingston',
  stateId: 'TX',
  postalCode: '77351',
  countryId: 'US',
  mailAllowed: true,
};

describe('POST /api/externalAuth/signUp', () => {
  it('creates an unverified player who can sign in with the email as user name', async () => {
    const res = await post('/api/externalAuth/signUp', signUp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: signUp.email });
    const tokens = await login(t.app, 'naskila', { username: signUp.email, password: signUp.password });
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: bearer(tokens.access_token),
    });
    expect(profile.json()).toMatchObject({ isVerified: false, firstName: 'Sam', email: signUp.email });
    // The same confirmation e-mail as POST /api/players/signup/ext.
    const { params } = await linkSentTo(t.db, signUp.email, 'account-confirm-email');
    const confirm = await post('/api/profile/confirmEmail', params);
    expect(confirm.statusCode).toBe(204);
  });

  it('answers a taken email (any case) exactly as a new one, and e-mails its owner instead', async () => {
    const freshEmail = 'joiner.two@example.test';
    const takenEmail = 'DEMO@naskila.example.com';
    const fresh = await post('/api/externalAuth/signUp', { ...signUp, email: freshEmail });
    const taken = await post('/api/externalAuth/signUp', { ...signUp, email: takenEmail });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    // Nothing in the answer but the address the caller sent tells the two apart.
    expect(taken.body.replace(takenEmail, '<email>')).toBe(fresh.body.replace(freshEmail, '<email>'));

    const mail = await lastMessage(t.db, takenEmail, 'account-already-registered');
    expect(mail?.body).toContain(ACCOUNT_PAGES.forgotPassword);
    expect(await countMessages(t.db, takenEmail, 'account-confirm-email')).toBe(0);
    // No second account: the owner still signs in with their own password, not the joiner's.
    expect((await signInAs(takenEmail, signUp.password)).statusCode).toBe(400);
    expect((await signInAs('demo', 'Player#2026')).statusCode).toBe(200);
  });

  it('answers 400 for a bad body and for no body', async () => {
    const res = await post('/api/externalAuth/signUp', { ...signUp, email: 'nope', birthday: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(2);
    expect((await post('/api/externalAuth/signUp', '')).statusCode).toBe(400);
  });

  it('answers 400 for the year 0000, a date of the format but no day of the calendar', async () => {
    const res = await post('/api/externalAuth/signUp', {
      ...signUp,
      email: 'year.zero@example.test',
      birthday: '0000-02-29',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ errors: ['birthday: birthday must be a date (YYYY-MM-DD)'] });
  });
});

describe('POST /api/externalAuth/forgot', () => {
  it('answers {} whether or not the email exists', async () => {
    for (const email of ['demo@naskila.example.com', 'nobody@example.test']) {
      const res = await post('/api/externalAuth/forgot', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    }
  });
  it('answers 400 for a malformed email', async () => {
    expect((await post('/api/externalAuth/forgot', { email: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /api/externalAuth/validate', () => {
  it('accepts the right PIN', async () => {
    const res = await post('/api/externalAuth/validate', {
      patronNumber: demoPatronId('naskila'),
      pin: '2468',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, firstName: expect.any(String) });
  });
  it('refuses a wrong PIN and locks the account after the limit', async () => {
    const patronNumber = demoPatronId('coyote');
    const coyote = (pin: string) =>
      post('/api/externalAuth/validate', { patronNumber, pin }, { host: 'coyote.localhost' });
    const wrong = await coyote('0000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['The patron number or PIN is incorrect.'] });
    for (let i = 0; i < 5; i += 1) await coyote('0000');
    expect((await coyote('2468')).statusCode).toBe(400);
  });
  it('answers 400 for a malformed PIN', async () => {
    expect((await post('/api/externalAuth/validate', { patronNumber: '1', pin: 'abcd' })).statusCode).toBe(
      400,
    );
  });
});

describe('link/unlink{Provider}Acc', () => {
  it('links a Google profile, signs in with it, unlinks it, then 404s', async () => {
    const tokens = await login(t.app, 'naskila', { username: 'pending', password: 'Player#2026' });
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const accessToken = t.fake.issueToken({ provider: 'google', userId: 'g-pending', appId: 'g-client' });
    const linked = await post(
      '/api/externalAuth/linkGoogleAcc',
      { access_token: accessToken, user_id: 'g-pending', password: 'Player#2026' },
      auth,
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ hasFacebookProfile: false, hasGoogleProfile: true });
    const signIn = await tokenRequest(t.app, HOST, {
      grant_type: 'google_access',
      access_token: accessToken,
      user_id: 'g-pending',
    });
    expect(signIn.statusCode).toBe(200);

    const unlink = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/externalAuth/unlinkGoogleAcc',
        headers: { host: HOST, ...auth },
      });
    expect((await unlink()).json()).toEqual({ hasFacebookProfile: false, hasGoogleProfile: false });
    const again = await unlink();
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toHaveLength(1);
  });

  it('answers 409 for a Facebook profile linked to someone else', async () => {
    const tokens = await login(t.app, 'naskila', { username: 'pending', password: 'Player#2026' });
    const accessToken = t.fake.issueToken({ provider: 'facebook', userId: 'fb-demo-001', appId: 'fb-app' });
    const res = await post(
      '/api/externalAuth/linkFacebookAcc',
      { access_token: accessToken, user_id: 'fb-demo-001', password: 'Player#2026' },
      { authorization: `Bearer ${tokens.access_token}` },
    );
    expect(res.statusCode).toBe(409);
  });

  it('answers 400 for an unverifiable token or bad body, 401 without a token', async () => {
    const tokens = await login(t.app, 'naskila');
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect(
      (
        await post(
          '/api/externalAuth/linkFacebookAcc',
          { access_token: 'bogus', user_id: 'u', password: 'Player#2026' },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('/api/externalAuth/linkFacebookAcc', { user_id: 'u' }, auth)).statusCode).toBe(400);
    expect(
      (await post('/api/externalAuth/linkFacebookAcc', { access_token: 'a', user_id: 'u' })).statusCode,
    ).toBe(401);
  });
});

describe('remote auth service', () => {
  const permissions = (accessToken?: string) =>
    t.app.inject({
      url: '/api/users/permissions',
      headers: { host: HOST, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });

  it('gives a player no permission and a manager impersonation', async () => {
    const player = await login(t.app, 'naskila');
    expect((await permissions(player.access_token)).json()).toEqual({
      permissions: [],
      isAdmin: false,
      isSuperUser: false,
    });
    const manager = await login(t.app, 'naskila', { username: 'manager', password: 'Manager#2026' });
    expect((await permissions(manager.access_token)).json()).toEqual({
      permissions: ['impersonate'],
      isAdmin: false,
      isSuperUser: false,
    });
    expect((await permissions()).statusCode).toBe(401);
  });

  it('revokes a refresh token through /revoke/?logout=1', async () => {
    const tokens = await login(t.app, 'naskila');
    const res = await post('/revoke/?logout=1', {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'player-portal',
    });
    expect(res.statusCode).toBe(200);
    const refresh = await tokenRequest(t.app, HOST, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
    expect((await post('/revoke/?logout=1', {})).statusCode).toBe(400);
  });
});

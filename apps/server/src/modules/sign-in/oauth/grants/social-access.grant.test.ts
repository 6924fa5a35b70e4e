import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSocialTestApp } from '../../../../test/fake-providers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { tokenRequest } from '../../../../test/identity-fixtures';
import { bearer } from '../../../../test/tokens';

const FB_APP = 'fb-test-app';
const GOOGLE_CLIENT = 'google-test-client';
const t = useSocialTestApp({ facebookAppId: FB_APP, googleClientId: GOOGLE_CLIENT });

const cases = [
  { grant: 'facebook_access', provider: 'facebook', appId: FB_APP, userId: 'fb-demo-001', label: 'Facebook' },
  {
    grant: 'google_access',
    provider: 'google',
    appId: GOOGLE_CLIENT,
    userId: 'google-demo-001',
    label: 'Google',
  },
] as const;

describe.each(cases)('$grant grant', ({ grant, provider, appId, userId, label }) => {
  const token = (input: { userId?: string; appId?: string; expiresInSeconds?: number } = {}) =>
    t.fake.issueToken({ provider, userId: input.userId ?? userId, appId: input.appId ?? appId, ...input });

  it('signs in the player linked to the verified profile', async () => {
    const res = await tokenRequest(t.app, 'naskila.localhost', {
      grant_type: grant,
      access_token: token(),
      user_id: userId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; refresh_token: string }>();
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: bearer(body.access_token),
    });
    expect(profile.json()).toMatchObject({ username: 'demo' });
  });

  it('refuses a token issued to another app', async () => {
    const res = await tokenRequest(t.app, 'naskila.localhost', {
      grant_type: grant,
      access_token: token({ appId: 'someone-else' }),
      user_id: userId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: `The ${label} sign-in could not be verified.`,
    });
  });

  it('refuses a user_id that is not the token owner', async () => {
    const res = await tokenRequest(t.app, 'naskila.localhost', {
      grant_type: grant,
      access_token: token(),
      user_id: 'somebody-else',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('refuses a verified profile linked to no player', async () => {
    const res = await tokenRequest(t.app, 'naskila.localhost', {
      grant_type: grant,
      access_token: token({ userId: 'unlinked-1' }),
      user_id: 'unlinked-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe(`No account is linked to this ${label} profile.`);
  });

  it('answers 400 invalid_request without access_token', async () => {
    const res = await tokenRequest(t.app, 'naskila.localhost', { grant_type: grant, user_id: userId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });
});

describe('social grants with the provider down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({
      facebookGraphUrl: 'http://127.0.0.1:9',
      googleTokenInfoUrl: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => down.close());

  it.each(['facebook_access', 'google_access'])('%s answers 503 server_error', async (grant) => {
    const res = await tokenRequest(down.app, 'naskila.localhost', {
      grant_type: grant,
      access_token: 'anything',
      user_id: 'fb-demo-001',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('server_error');
  });
});

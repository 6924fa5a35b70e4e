import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useFakeSocialProvider } from '../../../test/fake-providers';
import { closedPortUrl, expectVerificationError } from '../../../test/verification';
import { type IdentityVerificationReason } from './identity-error';
import { createFacebookVerifier, createGoogleVerifier } from './social-verifier';

const appId = '1234567890';
const appSecret = 'fb-app-secret-do-not-leak';
const clientId = 'portal.apps.googleusercontent.com';
const social = useFakeSocialProvider();

/** A verification failure of `reason` whose message never carries the app secret. */
const rejects = async (promise: Promise<unknown>, reason: IdentityVerificationReason) => {
  const error = await expectVerificationError(promise, reason);
  expect(error.message).not.toContain(appSecret);
  return error;
};

describe('Facebook verifier', () => {
  const facebook = () =>
    createFacebookVerifier({ graphBaseUrl: social.provider.graphBaseUrl, appId, appSecret });
  const token = (overrides: { userId?: string; appId?: string; expiresInSeconds?: number } = {}) =>
    social.provider.issueToken({ provider: 'facebook', userId: 'fb-42', appId, ...overrides });

  it('accepts a valid token of our app for the given user', async () => {
    await expect(facebook().verify({ accessToken: token(), userId: 'fb-42' })).resolves.toEqual({
      provider: 'facebook',
      providerUserId: 'fb-42',
    });
  });

  it('accepts a versioned Graph base URL', async () => {
    const versioned = createFacebookVerifier({
      graphBaseUrl: `${social.provider.graphBaseUrl}/v19.0`,
      appId,
      appSecret,
    });
    await expect(versioned.verify({ accessToken: token(), userId: 'fb-42' })).resolves.toMatchObject({
      providerUserId: 'fb-42',
    });
  });

  it('rejects a token of another app', async () => {
    await rejects(facebook().verify({ accessToken: token({ appId: '999' }), userId: 'fb-42' }), 'audience');
  });

  it('rejects a token of another user', async () => {
    await rejects(facebook().verify({ accessToken: token(), userId: 'fb-43' }), 'subject');
  });

  it('rejects an expired token', async () => {
    await rejects(
      facebook().verify({ accessToken: token({ expiresInSeconds: -10 }), userId: 'fb-42' }),
      'expired',
    );
  });

  it('rejects an unknown token', async () => {
    await rejects(facebook().verify({ accessToken: 'EAAnothing', userId: 'fb-42' }), 'invalid_token');
  });

  it('rejects a Google token', async () => {
    const google = social.provider.issueToken({ provider: 'google', userId: 'fb-42', appId });
    await rejects(facebook().verify({ accessToken: google, userId: 'fb-42' }), 'invalid_token');
  });

  it('reports the provider down without leaking the URL or secret', async () => {
    const down = createFacebookVerifier({ graphBaseUrl: await closedPortUrl(), appId, appSecret });
    const error = await rejects(
      down.verify({ accessToken: token(), userId: 'fb-42' }),
      'provider_unavailable',
    );
    expect(error.detail).toBe('network');
  });
});

describe('Google verifier', () => {
  const google = (tokenKind?: 'access_token' | 'id_token') =>
    createGoogleVerifier({ tokenInfoBaseUrl: social.provider.tokenInfoBaseUrl, clientId, tokenKind });
  const token = (overrides: { userId?: string; appId?: string; expiresInSeconds?: number } = {}) =>
    social.provider.issueToken({
      provider: 'google',
      userId: 'g-7',
      appId: clientId,
      email: 'g7@example.test',
      ...overrides,
    });

  it('accepts a valid access token and returns the verified email', async () => {
    await expect(google().verify({ accessToken: token(), userId: 'g-7' })).resolves.toEqual({
      provider: 'google',
      providerUserId: 'g-7',
      email: 'g7@example.test',
    });
  });

  it('accepts a valid id_token when configured for id tokens', async () => {
    await expect(google('id_token').verify({ accessToken: token(), userId: 'g-7' })).resolves.toMatchObject({
      providerUserId: 'g-7',
    });
  });

  it('rejects a token issued to another client', async () => {
    await rejects(
      google().verify({ accessToken: token({ appId: 'other.apps.googleusercontent.com' }), userId: 'g-7' }),
      'audience',
    );
  });

  it('rejects a token of another user', async () => {
    await rejects(google().verify({ accessToken: token(), userId: 'g-8' }), 'subject');
  });

  it('rejects an expired token (Google answers 400 invalid_token)', async () => {
    await rejects(
      google().verify({ accessToken: token({ expiresInSeconds: -10 }), userId: 'g-7' }),
      'invalid_token',
    );
  });

  it('rejects a tokeninfo answer whose exp has passed', async () => {
    const stale = {
      aud: clientId,
      azp: clientId,
      sub: 'g-7',
      exp: String(Math.floor(Date.now() / 1000) - 5),
    };
    const verifier = createGoogleVerifier({
      tokenInfoBaseUrl: 'https://tokeninfo.invalid',
      clientId,
      fetch: async () => Response.json(stale),
    });
    await rejects(verifier.verify({ accessToken: 'x', userId: 'g-7' }), 'expired');
  });

  it('reports the provider down, a 5xx, and a timeout as unavailable', async () => {
    const down = createGoogleVerifier({ tokenInfoBaseUrl: await closedPortUrl(), clientId });
    await rejects(down.verify({ accessToken: token(), userId: 'g-7' }), 'provider_unavailable');

    const failing = createGoogleVerifier({
      tokenInfoBaseUrl: 'https://tokeninfo.invalid',
      clientId,
      fetch: async () => new Response('oops', { status: 503 }),
    });
    await rejects(failing.verify({ accessToken: 'x', userId: 'g-7' }), 'provider_unavailable');

    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const slow = createGoogleVerifier({
      tokenInfoBaseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
      clientId,
      timeoutMs: 100,
    });
    const error = await rejects(slow.verify({ accessToken: 'x', userId: 'g-7' }), 'provider_unavailable');
    expect(error.detail).toBe('timeout');
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });
});

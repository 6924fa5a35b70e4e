import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookVerifier, createGoogleVerifier } from '../modules/sign-in/identity/social-verifier';
import { hostAllowed } from './fake-social-dialogs';
import { startFakeSocialProvider, type FakeSocialProvider } from './fake-social-provider';

const facebookAppId = '100000000000001';
const googleClientId = 'portal.apps.googleusercontent.com';
const redirectUri = 'http://naskila.localhost:8080/providers?provider=facebook';
let fake: FakeSocialProvider;

beforeAll(async () => {
  fake = await startFakeSocialProvider({ port: 0 });
});
afterAll(() => fake.close());

const dialogQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: facebookAppId,
    redirect_uri: redirectUri,
    response_type: 'token',
    state: 'facebook',
    ...overrides,
  });

const submit = (dialogUrl: string, form: URLSearchParams) =>
  fetch(dialogUrl, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });

const fragmentOf = (response: Response) => {
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
};

describe('fake social dialogs', () => {
  it('shows an accessible consent page with a strict CSP and no script', async () => {
    const response = await fetch(`${fake.dialogUrls.facebook}?${dialogQuery().toString()}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1>Sign in with Facebook<\/h1>/);
    expect(html).toContain('>Continue as Demo Player</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toMatch(/<script/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://naskila.localhost:8080");
  });

  it('answers the Graph API versioned path too, as the web app calls it', async () => {
    const url = new URL(fake.dialogUrls.facebook);
    url.pathname = `/v19.0${url.pathname}`;
    const response = await fetch(`${url.href}?${dialogQuery().toString()}`);
    expect(response.status).toBe(200);
  });

  it('consent redirects with a Facebook token the verifier accepts for the demo user', async () => {
    const response = await submit(fake.dialogUrls.facebook, dialogQuery({ decision: 'allow' }));
    expect(response.status).toBe(303);
    const { location, fragment } = fragmentOf(response);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectUri);
    expect(fragment.get('user_id')).toBe('fb-demo-001');
    expect(fragment.get('state')).toBe('facebook');
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    const verifier = createFacebookVerifier({
      graphBaseUrl: fake.graphBaseUrl,
      appId: facebookAppId,
      appSecret: 'secret',
    });
    await expect(
      verifier.verify({ accessToken: fragment.get('access_token') ?? '', userId: 'fb-demo-001' }),
    ).resolves.toEqual({ provider: 'facebook', providerUserId: 'fb-demo-001' });
  });

  it('consent on the Google dialog issues a token tokeninfo vouches for', async () => {
    const form = dialogQuery({ client_id: googleClientId, state: 'google', decision: 'allow' });
    const { fragment } = fragmentOf(await submit(fake.dialogUrls.google, form));
    expect(fragment.get('user_id')).toBe('google-demo-001');
    const verifier = createGoogleVerifier({
      tokenInfoBaseUrl: fake.tokenInfoBaseUrl,
      clientId: googleClientId,
    });
    await expect(
      verifier.verify({ accessToken: fragment.get('access_token') ?? '', userId: 'google-demo-001' }),
    ).resolves.toMatchObject({ provider: 'google', providerUserId: 'google-demo-001' });
  });

  it('cancel redirects with access_denied and the state, and no token', async () => {
    const response = await submit(fake.dialogUrls.facebook, dialogQuery({ decision: 'cancel' }));
    expect(response.status).toBe(303);
    const { fragment } = fragmentOf(response);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('state')).toBe('facebook');
    expect(fragment.has('access_token')).toBe(false);
  });

  it('refuses a redirect_uri on a foreign host or scheme with 400, on the page and on submit', async () => {
    for (const uri of ['https://evil.example/providers', 'javascript:alert(1)', 'not a url']) {
      const page = await fetch(`${fake.dialogUrls.google}?${dialogQuery({ redirect_uri: uri }).toString()}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('role="alert"');
      const post = await submit(
        fake.dialogUrls.facebook,
        dialogQuery({ redirect_uri: uri, decision: 'allow' }),
      );
      expect(post.status).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    }
  });

  it('refuses a request without client_id or for another response_type', async () => {
    const noClient = dialogQuery();
    noClient.delete('client_id');
    expect((await fetch(`${fake.dialogUrls.facebook}?${noClient.toString()}`)).status).toBe(400);
    const code = dialogQuery({ response_type: 'code' });
    expect((await fetch(`${fake.dialogUrls.facebook}?${code.toString()}`)).status).toBe(400);
  });

  it('matches allowed hosts exactly or by a *. suffix', () => {
    const hosts = ['localhost', '*.localhost'];
    expect(hostAllowed('localhost', hosts)).toBe(true);
    expect(hostAllowed('naskila.localhost', hosts)).toBe(true);
    expect(hostAllowed('evil-localhost', hosts)).toBe(false);
    expect(hostAllowed('localhost.evil.example', hosts)).toBe(false);
  });
});

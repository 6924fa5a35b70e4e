import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { startPortalDevSocial, type PortalDevSocial } from './portal-dev-social';

const HOST = 'naskila.localhost';
const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: 'memory://' };
let devSocial: PortalDevSocial;
let t: TestApp;

beforeAll(async () => {
  const started = await startPortalDevSocial(loadConfig(env));
  if (!started) throw new Error('the dev fake should start outside production');
  devSocial = started;
  const { facebookGraphUrl, googleTokenInfoUrl } = devSocial.config;
  t = await createTestApp(
    { facebookGraphUrl, googleTokenInfoUrl },
    { dev: { socialDialogUrls: devSocial.dialogUrls } },
  );
});
afterAll(async () => {
  await t.close();
  await devSocial.close();
});

async function seededEntry(type: string) {
  const res = await t.app.inject({ url: '/api/MetaData/SsoProviders', headers: { host: HOST } });
  const providers = res.json() as { type: string; appId: string; authEndpoint: string }[];
  const entry = providers.find((p) => p.type === type);
  if (!entry) throw new Error(`no ${type} entry`);
  return entry;
}

/** What the browser does: /social/{provider} → the fake's dialog → consent → back with a fragment. */
async function consent(type: 'facebook' | 'google', decision: 'allow' | 'cancel') {
  const { appId, authEndpoint } = await seededEntry(type);
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: `http://${HOST}/providers?provider=${type}`,
    response_type: 'token',
    state: type,
  });
  const hop = await t.app.inject({ url: `${authEndpoint}?${query.toString()}`, headers: { host: HOST } });
  expect(hop.statusCode).toBe(302);
  const dialog = new URL(String(hop.headers.location));
  expect(dialog.origin).toBe(devSocial.baseUrl);
  const form = new URLSearchParams(dialog.search);
  form.set('decision', decision);
  const back = await fetch(`${dialog.origin}${dialog.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return new URLSearchParams(new URL(back.headers.get('location') ?? '').hash.slice(1));
}

describe('dev social sign-in', () => {
  it('seeds /social/{provider} as the facebook and google authEndpoint', async () => {
    expect(await seededEntry('facebook')).toMatchObject({ authEndpoint: '/social/facebook' });
    expect(await seededEntry('google')).toMatchObject({ authEndpoint: '/social/google' });
  });

  for (const type of ['facebook', 'google'] as const) {
    it(`signs the demo player in with ${type} through the fake dialog`, async () => {
      const fragment = await consent(type, 'allow');
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { host: HOST },
        payload: {
          grant_type: `${type}_access`,
          client_id: 'player-portal',
          access_token: fragment.get('access_token'),
          user_id: fragment.get('user_id'),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('access_token');
    });
  }

  it('cancel comes back with access_denied', async () => {
    expect((await consent('google', 'cancel')).get('error')).toBe('access_denied');
  });

  it('is not an OpenID Connect identity provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/facebook',
      headers: { host: HOST },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('startPortalDevSocial', () => {
  it('stays off in production and when both verification URLs are set', async () => {
    const production = {
      ...env,
      NODE_ENV: 'production',
      KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
      KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
    };
    expect(await startPortalDevSocial(loadConfig(production))).toBeUndefined();
    const both = { ...env, FACEBOOK_GRAPH_URL: 'http://fb.test', GOOGLE_TOKENINFO_URL: 'http://g.test' };
    expect(await startPortalDevSocial(loadConfig(both))).toBeUndefined();
  });

  it('stands in only for the provider whose URL is not set', async () => {
    const started = await startPortalDevSocial(loadConfig({ ...env, FACEBOOK_GRAPH_URL: 'http://fb.test' }));
    try {
      expect(started?.config.facebookGraphUrl).toBe('http://fb.test');
      expect(started?.config.googleTokenInfoUrl).toBe(started?.baseUrl);
      expect(Object.keys(started?.dialogUrls ?? {})).toEqual(['google']);
    } finally {
      await started?.close();
    }
  });
});

describe('without the dev fake', () => {
  it('/social/{provider} leads to the real provider dialog, query kept', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        url: '/social/facebook?client_id=1&state=facebook',
        headers: { host: HOST },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(
        'https://www.facebook.com/v19.0/dialog/oauth?client_id=1&state=facebook',
      );
    } finally {
      await plain.close();
    }
  });
});

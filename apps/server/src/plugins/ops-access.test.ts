import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const OPS_PATHS = ['/metrics', '/docs/json', '/docs/', '/docs'];
const TOKEN = 'ops-token-for-the-tests-0123456789';

describe('operations endpoints in production', () => {
  let guarded: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [guarded, closed] = await Promise.all([
      createTestApp({ devMode: false, opsToken: TOKEN }),
      createTestApp({ devMode: false, opsToken: undefined }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([guarded?.close(), closed?.close()]);
  });

  it.each(OPS_PATHS)('%s answers 401 without the ops token and with a wrong one', async (url) => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await guarded.app.inject({ url, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['An operations token is required.'] });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('serves metrics and docs with the ops token', async () => {
    const authorization = `Bearer ${TOKEN}`;
    const metrics = await guarded.app.inject({ url: '/metrics', headers: { authorization } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
    const spec = await guarded.app.inject({ url: '/docs/json', headers: { authorization } });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty(['/oauth/token']);
  });

  it.each(OPS_PATHS)('%s is not served without a configured ops token', async (url) => {
    const res = await closed.app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the API itself open', async () => {
    const res = await closed.app.inject({
      url: '/api/MetaData/Branding',
      headers: { host: 'naskila.localhost' },
    });
    expect(res.statusCode).toBe(200);
  });
});

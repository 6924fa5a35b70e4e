import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { playerHeaders } from '../test/rewards-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { casinoSystemConnectSrc } from './casino-system-csp';

const CMS = 'http://127.0.0.1:9/cms';
const cms = {
  ...loadConfig({ NODE_ENV: 'test' }).cms,
  endpoints: { 'little-creek': { baseUrl: CMS, apiKey: 'k' } },
};
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  [dev, production] = await Promise.all([createTestApp({ cms }), createTestApp({ cms, devMode: false })]);
}, 180_000);
afterAll(async () => {
  await Promise.all([dev?.close(), production?.close()]);
});

const debug = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ url: '/dev/casino-system', headers });

describe('GET /dev/casino-system', () => {
  it("answers the tenant's casino system and the player's CMS id, never the key", async () => {
    const res = await debug(dev, await playerHeaders(dev.app, 'little-creek'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ baseUrl: CMS, playerId: expect.any(String) });
    expect(res.json().playerId).not.toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 404 with errors for a tenant without a casino system, 401 signed out', async () => {
    const naskila = await debug(dev, await playerHeaders(dev.app, 'naskila'));
    expect(naskila.statusCode).toBe(404);
    expect(naskila.json()).toEqual({ errors: ['This casino has no casino system.'] });
    const signedOut = await debug(dev, { 'x-target': 'little-creek' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('does not exist in production', async () => {
    const res = await debug(production, await playerHeaders(production.app, 'little-creek'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('baseUrl');
  });
});

describe('the dev CSP of a casino-system tenant', () => {
  const widen = casinoSystemConnectSrc({ ...loadConfig({ NODE_ENV: 'test' }), cms });

  it("adds the CMS origin to connect-src of little-creek's pages only", () => {
    const csp = widen('little-creek', undefined) ?? '';
    expect(csp.split(';')).toContain("connect-src 'self' http://127.0.0.1:9");
    expect(csp).toContain("default-src 'self'");
    expect(widen('naskila', undefined)).toBeUndefined();
    expect(widen('little-creek', "default-src 'self';connect-src 'self' https://x.test")).toBe(
      "default-src 'self';connect-src 'self' https://x.test http://127.0.0.1:9",
    );
  });

  it('refuses to be built in production', () => {
    expect(() => casinoSystemConnectSrc({ ...loadConfig({ NODE_ENV: 'test' }), devMode: false })).toThrow();
  });
});

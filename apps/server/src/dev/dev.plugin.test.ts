import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const ISSUER = 'http://127.0.0.1:9/dev-issuer';
const request = { url: '/oidc/auth?client_id=player-portal', headers: { host: 'naskila.localhost' } };

describe('dev plugin (dev wiring apart from production wiring)', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [dev, production] = await Promise.all([
      createTestApp({}, { dev: { oidcIssuer: ISSUER } }),
      createTestApp({ devMode: false }, { dev: { oidcIssuer: ISSUER } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([dev?.close(), production?.close()]);
  });

  it('sends the relative okta endpoint on to the dev IdP in development and test', async () => {
    const res = await dev.app.inject(request);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ISSUER}/auth?client_id=player-portal`);
  });

  it('is not registered in production, whatever the caller hands buildApp', async () => {
    const res = await production.app.inject(request);
    expect(res.statusCode).toBe(404);
  });
});

import { profileSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { login, useTestApp } from '../../test/test-app';

const t = useTestApp();

function profile(headers: Record<string, string>, url = '/api/profile/') {
  return t.app.inject({ method: 'GET', url, headers: { host: 'naskila.localhost', ...headers } });
}

function expectUnauthorized(res: Awaited<ReturnType<typeof profile>>) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Bearer');
  expect(res.json()).toEqual({ errors: [expect.any(String)] });
}

describe('GET /api/profile/', () => {
  it('answers the signed-in player', async () => {
    const { access_token } = await login(t.app, 'naskila');
    for (const url of ['/api/profile/', '/api/profile']) {
      const res = await profile({ authorization: `Bearer ${access_token}` }, url);
      expect(res.statusCode).toBe(200);
      const body = profileSchema.parse(res.json());
      expect(body).toMatchObject({
        id: '7080001',
        username: 'demo',
        isVerified: true,
        email: 'demo@naskila.example.com',
      });
      expect(body.address.countryId).toBe('US');
    }
  });

  it('shows the pending player as unverified', async () => {
    const { access_token } = await login(t.app, 'naskila', { username: 'pending', password: 'Player#2026' });
    expect((await profile({ authorization: `Bearer ${access_token}` })).json().isVerified).toBe(false);
  });

  it('answers 401 without a token, with a garbage token and with an expired one', async () => {
    expectUnauthorized(await profile({}));
    expectUnauthorized(await profile({ authorization: 'Bearer garbage.token.here' }));
    expectUnauthorized(await profile({ authorization: 'Basic abc' }));
    const expired = await t.app.accessTokens.sign(
      { patronId: '7080001', brand: 'naskila', role: 'player', clientId: 'player-portal' },
      { issuedAt: new Date(Date.now() - 3600_000), ttlSeconds: 600 },
    );
    expectUnauthorized(await profile({ authorization: `Bearer ${expired}` }));
  });

  it('answers 401 for a token of another tenant', async () => {
    const { access_token } = await login(t.app, 'coyote');
    expectUnauthorized(await profile({ authorization: `Bearer ${access_token}` }));
    const res = await profile({ authorization: `Bearer ${access_token}`, host: 'coyote.localhost' });
    expect(res.json().id).toBe('7030001');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocialProvider, type FakeSocialProvider } from './fake-social-provider';

let fake: FakeSocialProvider;
beforeAll(async () => {
  fake = await startFakeSocialProvider({ port: 0 });
});
afterAll(() => fake.close());

const get = async (path: string) => {
  const response = await fetch(`${fake.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('fake social provider', () => {
  it('issues tokens over HTTP for dev and e2e use', async () => {
    const response = await fetch(`${fake.baseUrl}/__fake/tokens`, {
      method: 'POST',
      body: JSON.stringify({ provider: 'facebook', userId: 'fb-1', appId: 'app-1' }),
    });
    const { token } = (await response.json()) as { token: string };
    expect(response.status).toBe(201);
    const { body } = await get(`/debug_token?input_token=${token}&access_token=app-1|secret`);
    expect(body.data).toMatchObject({ is_valid: true, app_id: 'app-1', user_id: 'fb-1' });
  });

  it('answers debug_token without an app token as Graph does', async () => {
    const { status, body } = await get('/debug_token?input_token=x');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'OAuthException', code: 190 });
  });

  it('answers tokeninfo for an unknown token with 400 invalid_token', async () => {
    expect(await get('/tokeninfo?access_token=nope')).toEqual({
      status: 400,
      body: { error: 'invalid_token', error_description: 'Invalid Value' },
    });
  });

  it('refuses a bad token request', async () => {
    const response = await fetch(`${fake.baseUrl}/__fake/tokens`, {
      method: 'POST',
      body: '{"provider":"x"}',
    });
    expect(response.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { login, useTestApp } from '../test/test-app';

const t = useTestApp();

async function metrics() {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, not by raw URL', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/Branding',
      headers: { host: 'coyote.localhost' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/NoSuchType',
      headers: { host: 'coyote.localhost' },
    });
    const body = await metrics();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/MetaData\/:type",status_code="200"\} 1/,
    );
    expect(body).toMatch(/route="\/api\/MetaData\/:type",status_code="404"\} 1/);
    expect(body).not.toContain('NoSuchType');
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it('counts token requests by grant type and outcome, naming only configured grants and IdPs', async () => {
    await login(t.app, 'naskila');
    const form = { host: 'naskila.localhost', 'content-type': 'application/x-www-form-urlencoded' };
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=card_pin&card_number=1&pin=1',
    });
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=<script>',
    });
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=external_made-up-idp-1_code_access&code=x&state=y',
    });
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=external_okta_code_access&code=x&state=y',
    });
    const body = await metrics();
    expect(body).toContain('oauth_token_requests_total{grant_type="password",outcome="success"} 1');
    expect(body).toContain('oauth_token_requests_total{grant_type="card_pin",outcome="failure"} 1');
    expect(body).toContain('oauth_token_requests_total{grant_type="other",outcome="failure"} 2');
    expect(body).toContain('oauth_token_requests_total{grant_type="external_okta",outcome="failure"} 1');
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('made-up-idp');
  });
});

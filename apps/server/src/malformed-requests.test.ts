import { describe, expect, it } from 'vitest';
import { login, useTestApp } from './test/test-app';

// No malformed request may get a 500 (docs/design.md#api-conventions): every documented route gets
// hostile input.
const t = useTestApp();

const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const PAYLOADS: readonly { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { contentType: 'application/json', body: JSON.stringify({ a: 'x'.repeat(200_000) }) },
  { contentType: 'application/json', body: deep },
  {
    contentType: 'application/json',
    body: JSON.stringify({ username: ['a'], password: { $ne: 1 }, id: -1, rewardCode: null }),
  },
  { contentType: 'application/x-www-form-urlencoded', body: '%%%&&==&grant_type[]=x&grant_type=password' },
  { contentType: 'application/x-www-form-urlencoded', body: 'grant_type=password&username=%00&password=x' },
  { contentType: 'application/x-www-form-urlencoded', body: 'grant_type=card_pin&card_number=%00&pin=1' },
  {
    contentType: 'application/x-www-form-urlencoded',
    body: 'grant_type=device_hash&patron_id=1&device_hash=1.a&terminal_id=%00',
  },
  {
    contentType: 'application/json',
    body: '{"patronNumber":"\\u0000","pin":"1","email":"a\\u0000@b.c","username":"\\u0000","password":"x"}',
  },
  {
    // Unpaired surrogates: JSON may escape them, UTF-8 has no form for them.
    contentType: 'application/json',
    body: '{"patronNumber":"\u00e9\\ude5c\\ud82c\\ude4b","pin":"1234","username":"\u202e\\udc00","password":"\u00e9\\ud800x","email":"a\\ud800@b.c","id":"\u00e9\\udfff","rewardCode":"\u00e9\\ud800"}',
  },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/xml', body: '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' },
];
const HOSTILE_PARAM = encodeURIComponent("../%00'; DROP TABLE players;--");

function documentedRoutes(): { method: string; url: string }[] {
  const spec = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, HOSTILE_PARAM),
    })),
  );
}

describe('malformed requests', () => {
  it('documents the routes it probes', () => {
    const urls = documentedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /oauth/token');
    expect(urls.some((u) => u.startsWith('GET /api/profile'))).toBe(true);
    expect(urls.length).toBeGreaterThan(15);
  });

  it('answers every documented route below 500, with or without a valid token', async () => {
    const { access_token } = await login(t.app, 'naskila');
    const failures: string[] = [];
    for (const route of documentedRoutes()) {
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      for (const auth of [undefined, `Bearer ${access_token}`, 'Bearer not.a.jwt']) {
        for (const payload of withBody ? PAYLOADS : [undefined]) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: route.url,
            headers: {
              host: 'naskila.localhost',
              ...(auth ? { authorization: auth } : {}),
              ...(payload ? { 'content-type': payload.contentType } : {}),
            },
            ...(payload ? { payload: payload.body } : {}),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} [${payload?.body.slice(0, 40)}] → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
          expect(res.body).not.toMatch(/\n\s+at .+\(/);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a NUL in a path or query, and a badly encoded URL, with 400 {errors}', async () => {
    for (const url of ['/api/MetaData/%00', '/api/profile/?x=%00', '/api/MetaData/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'naskila.localhost' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [expect.any(String)] });
    }
  });

  it('answers an unpaired surrogate in a JSON body with 400 {errors}', async () => {
    const message = 'The request contains text that is not valid Unicode (an unpaired surrogate).';
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/validate',
      headers: { host: 'naskila.localhost', 'content-type': 'application/json' },
      payload: '{"patronNumber":"\u00e9\\ude5c","pin":"1234"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ errors: [message] });
  });

  it('refuses hostile tenant and auth headers with 4xx', async () => {
    for (const headers of [
      { 'x-target': '../../etc/passwd' },
      { 'x-target': 'naskila\r\nX-Evil: 1' },
      { host: 'a'.repeat(5000) },
      { authorization: `Bearer ${'a'.repeat(10_000)}` },
      { authorization: 'Basic Zm9vOmJhcg==' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profile/',
        headers: { host: 'naskila.localhost', ...headers },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

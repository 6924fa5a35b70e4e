import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { SECURITY_HEADERS } from './plugins/security';
import type { Database } from './db/client';
import { useTestApp } from './test/test-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Patron Portal</title>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc12345.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc12345.css'), 'body{margin:0}');
fs.writeFileSync(path.join(dist, 'assets', 'logo-abc12345.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ webDistDir: dist });

const html = { accept: 'text/html,application/xhtml+xml' };

describe('errors', () => {
  it('answers malformed JSON with 400 {errors}, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [expect.any(String)] });
    expect(res.body).not.toContain('at ');
  });

  it('answers an unknown /api path with 404 {errors}, even for browsers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [expect.stringContaining('/api/nothing-here')] });
  });
});

describe('security headers', () => {
  it('sends a strict CSP without unsafe-inline scripts, plus helmet defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(';').map((d) => [d.trim().split(' ')[0], d.trim()]));
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['default-src']).toBe("default-src 'self'");
    expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends a script or style sheet only what a subresource uses, and a document or an SVG the whole set', async () => {
    for (const url of ['/assets/app-abc12345.js', '/assets/app-abc12345.css?v=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/assets/logo-abc12345.svg', '/', '/assets.js', '/apix', '/oauth']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("sends an API answer the API's set: nothing may load or frame it, no sniffing, HSTS", async () => {
    const answers = [
      { method: 'GET', url: '/api/MetaData/Branding' },
      { method: 'GET', url: '/api/assets/x.js', headers: html },
      { method: 'POST', url: '/oauth/token', payload: { grant_type: 'password' } },
    ] as const;
    for (const request of answers) {
      const res = await t.app.inject({
        ...request,
        headers: { host: 'naskila.localhost', ...('headers' in request ? request.headers : {}) },
      });
      expect(res.headers['content-type'], request.url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], request.url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], request.url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], request.url).toBe(
        SECURITY_HEADERS['strict-transport-security'],
      );
      expect(res.headers['cross-origin-resource-policy'], request.url).toBe('same-origin');
      expect(res.headers['referrer-policy'], request.url).toBeUndefined();
      expect(res.headers['x-frame-options'], request.url).toBeUndefined();
    }
  });
});

describe('static SPA', () => {
  it('serves index.html for client routes that accept HTML', async () => {
    for (const url of ['/', '/home/naskila/profile', '/session/login?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Patron Portal');
    }
  });

  it('serves built files and 404s missing assets', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/assets/app-abc12345.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: html });
    expect(missing.statusCode).toBe(404);
  });

  it('does not fall back for non-HTML requests', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/some/route',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers /readyz with 503 when the database fails', async () => {
    const broken = { execute: () => Promise.reject(new Error('down')) } as unknown as Database;
    const app = await buildApp(t.config, { db: broken, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: ['Database unavailable'] });
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/oauth/token', '/api/MetaData/{type}']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ANALYTICS } from '../../db/seed/demo-analytics';
import { SECURITY_HEADERS } from '../../plugins/security';
import { useTestApp } from '../../test/test-app';
import { ANALYTICS_CSP } from './analytics-csp';
import { webManifestSchema } from './web-manifest';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Patron Portal</title>');
const t = useTestApp({ webDistDir: dist });

const page = (brand: string, url = '/session/login') =>
  t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost`, accept: 'text/html' } });
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';

describe('analytics CSP per tenant', () => {
  it('widens the pages of a tenant with an analytics key for Google tag hosts only', async () => {
    const res = await page(DEMO_ANALYTICS.brand);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(ANALYTICS_CSP);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    const hosts = csp.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(hosts.every((h) => /(googletagmanager|google-analytics|analytics\.google)\.com$/.test(h))).toBe(
      true,
    );
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('keeps the strict CSP for a tenant without a key, on pages and API answers alike', async () => {
    const res = await page('naskila');
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(String(res.headers['content-security-policy'])).not.toContain('google');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/Branding',
      headers: { host: `${DEMO_ANALYTICS.brand}.localhost` },
    });
    expect(String(api.headers['content-security-policy'])).not.toContain('google');
  });
});

describe('GET /manifest.webmanifest', () => {
  const manifestOf = async (brand: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: `${brand}.localhost` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    // The prepared text skips the serialiser: it must still be what the route's schema says.
    expect(webManifestSchema.strict().safeParse(res.json()).success).toBe(true);
    return res.json();
  };

  it("answers the tenant's name, icons and theme colour", async () => {
    const manifest = await manifestOf('naskila');
    expect(manifest).toMatchObject({
      name: 'Cedar Hollow Pines Resort',
      short_name: 'Cedar Hollow',
      start_url: '/',
      display: 'standalone',
      theme_color: '#3f6212',
    });
    expect(manifest.icons).toContainEqual({
      src: '/assets/brands/naskila/icon-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'any',
    });
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ src: '/assets/brands/naskila/icon-512.png', purpose: 'maskable' }),
    );
    for (const icon of manifest.icons as { src: string }[])
      expect(fs.existsSync(new URL(`../../../../web/public${icon.src}`, import.meta.url)), icon.src).toBe(
        true,
      );
  });

  it('differs between two brands', async () => {
    const a = await manifestOf('naskila');
    const b = await manifestOf('rwlv');
    expect(a.name).not.toBe(b.name);
    expect(a.theme_color).not.toBe(b.theme_color);
    expect(a.icons[0].src).not.toBe(b.icons[0].src);
  });
});

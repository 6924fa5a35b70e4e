import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, test } from './fixtures';

// The demo brand with an analytics key (apps/server/src/db/seed/demo-analytics.ts) and one without.
const WITH_KEY = { brand: 'elite', key: 'G-ELITEDEMO26' } as const;
const WITHOUT_KEY = 'naskila';
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;

/** Nothing leaves the machine: Google's hosts answer an empty script here, and every call is kept. */
async function interceptGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(GOOGLE, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return seen;
}

/** Opens the sign-in page and waits until the analytics module has asked for the keys. */
async function openAndWaitForAnalytics(page: Page, brand: string) {
  const keys = page.waitForResponse((r) =>
    r.url().includes('/api/MetaData/GoogleAnalytics,GoogleTagManager'),
  );
  const document = await page.goto(brandUrl(brand, '/'));
  expect((await keys).status()).toBe(200);
  return document?.headers()['content-security-policy'] ?? '';
}

test('a tenant with an analytics key gets its tag script after first paint, with a CSP for it', async ({
  page,
}) => {
  const seen = await interceptGoogle(page);
  const csp = await openAndWaitForAnalytics(page, WITH_KEY.brand);
  const gtag = `https://www.googletagmanager.com/gtag/js?id=${WITH_KEY.key}`;
  await expect(page.locator(`script[src="${gtag}"]`)).toHaveCount(1);
  await expect.poll(() => seen).toContain(gtag);
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
  expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
  expect(csp.match(/https:\/\/[^\s;]+/g)?.every((host) => GOOGLE.test(`${host.replace('*.', 'x.')}/`))).toBe(
    true,
  );
});

test('a tenant without a key gets no tag script and the strict CSP', async ({ page }) => {
  const seen = await interceptGoogle(page);
  const csp = await openAndWaitForAnalytics(page, WITHOUT_KEY);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('script[src*="google"]')).toHaveCount(0);
  expect(seen).toEqual([]);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toContain('google');
});

test('each brand installs as its own app: the manifests of two brands differ', async ({ page }) => {
  await interceptGoogle(page);
  // Fetched by the page itself: only Chromium resolves *.localhost to this machine.
  const fetchFromPage = (url: string) =>
    page.evaluate(async (u) => {
      const res = await fetch(u);
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, type, json: type.includes('json') ? await res.json() : null };
    }, url);
  const manifestOf = async (brand: string) => {
    await page.goto(brandUrl(brand, '/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await fetchFromPage(href ?? '');
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/manifest+json');
    return res.json as { name: string; theme_color: string; icons: { src: string }[]; display: string };
  };
  const a = await manifestOf(WITHOUT_KEY);
  const b = await manifestOf('rwlv');
  expect(a.display).toBe('standalone');
  expect(a.name).not.toBe(b.name);
  expect(a.theme_color).not.toBe(b.theme_color);
  const icon = await fetchFromPage(b.icons.find((i) => i.src.endsWith('.png'))?.src ?? '');
  expect(icon).toMatchObject({ status: 200, type: 'image/png' });
});

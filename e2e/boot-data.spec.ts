import { BOOTSTRAP_METADATA_TYPES, STORAGE_KEYS } from '@patron/contracts';
import type { Page, Request } from '@playwright/test';
import { brandUrl } from './browser';
import { DEMO, expect, player, test } from './fixtures';

/*
 * First load: the server writes the bootstrap metadata and the en-US strings into the portal's first
 * pages, so the sign-in screen renders without asking for them; whenever the page's data is not
 * certainly what the requests would answer, they go out as before.
 */
const BOOT_REQUESTS = [
  '/api/MetaData/ClientAccount',
  `/api/MetaData/${BOOTSTRAP_METADATA_TYPES.join(',')}`,
  '/assets/l10n/en-US.json',
];

function bootRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (BOOT_REQUESTS.includes(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

const logo = (page: Page) => page.locator('img.session__logo');

test('the sign-in page renders from the data in the page, without asking for it', async ({ page }) => {
  const seen = bootRequests(page);
  await page.goto(brandUrl('naskila', '/'));
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(logo(page)).toHaveAttribute('src', '/assets/brands/naskila/logo.svg');
  expect(seen.map((request) => request.url())).toEqual([]);
  // Read once: the blocks are gone from the page.
  await expect(page.locator('script[type="application/json"]')).toHaveCount(0);
});

test('a stored X-Target asks for its own tenant, and signing in asks for the metadata again', async ({
  page,
}) => {
  await page.goto(brandUrl('naskila', '/'));
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'rwlv'), STORAGE_KEYS.xTarget);
  const seen = bootRequests(page);
  await page.reload();
  await expect(logo(page)).toHaveAttribute('src', '/assets/brands/rwlv/logo.svg');
  const metadata = seen.filter((request) => request.url().includes('/api/MetaData/'));
  expect(metadata).toHaveLength(2);
  for (const request of metadata) expect(request.headers()['x-target']).toBe('rwlv');

  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.xTarget);
  await page.reload();
  await expect(logo(page)).toHaveAttribute('src', '/assets/brands/naskila/logo.svg');
  const refetched = page.waitForRequest((request) => request.url().endsWith('/api/MetaData/ClientAccount'));
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await refetched).headers()['x-target']).toBeUndefined();
});

test.describe('the home of a player who reads Spanish', () => {
  test.use({ signedInAs: player('naskila') });

  test('asks for the profile once, at once, in Spanish; the en-US strings come with the page', async ({
    page,
  }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.settings,
      JSON.stringify({ language: 'es-MX' }),
    ] as const);
    const profiles: Request[] = [];
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/profile/') profiles.push(request);
      if (pathname.startsWith('/assets/l10n/')) catalogs.push(pathname);
    });
    await page.goto(brandUrl('naskila', '/condensed/home/naskila'));
    await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.headers()['locale']).toBe('es-MX');
    expect(catalogs).toEqual(['/assets/l10n/es-MX.json']);
  });
});

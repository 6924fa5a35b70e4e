import { spawnSync } from 'node:child_process';
import { STORAGE_KEYS } from '@patron/contracts';
import { NEXT_BUILD_DIR, brandUrl } from './browser';
import { expect, test } from './fixtures';

/*
 * docs/product.md#app-updates, docs/product.md#constants: a new release reaches an open tab through
 * the service worker. The next release is a second build with another APP_VERSION, made once here; the shared
 * server hands it only to a browser holding the `web-build=next` cookie, so the other journeys keep the first
 * build.
 */
const NEXT_VERSION = `e2e-next-${Date.now()}`;

test.beforeAll(() => {
  test.setTimeout(300_000);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', NEXT_BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: new URL('../apps/web', import.meta.url).pathname,
      env: { ...process.env, APP_VERSION: NEXT_VERSION },
      stdio: 'inherit',
    },
  );
  expect(build.status, 'the second build').toBe(0);
});

const signInPage = brandUrl('naskila', '/');

test('a repeat visit is served by the service worker', async ({ page }) => {
  await page.goto(signInPage);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const scripts: boolean[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.fromServiceWorker());
  });
  const again = await page.goto(signInPage);
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every(Boolean)).toBe(true);
});

test('a new build shows the update prompt counting down from 5, then reloads to it', async ({
  page,
  context,
}) => {
  // Every text the prompt shows, in order, kept across the reload.
  const countdown: string[] = [];
  await page.exposeFunction('recordUpdatePrompt', (text: string) => countdown.push(text));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordUpdatePrompt: (text: string) => void }).recordUpdatePrompt;
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[role="alertdialog"] p')?.textContent ?? '';
      if (text && text !== last) record((last = text));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  await page.goto(signInPage);
  await expect(page.getByLabel('Username')).toBeVisible();
  const firstVersion = await page.locator('html').getAttribute('data-app-version');
  expect(firstVersion).not.toBe(NEXT_VERSION);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.addCookies([{ name: 'web-build', value: 'next', url: signInPage }]);
  // Coming back to the tab is one of the triggers of the (debounced) check.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  const prompt = page.getByRole('alertdialog', { name: 'A new version is ready' });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt.getByRole('button', { name: 'Reload now' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.appVersion)).toBe(NEXT_VERSION);

  await expect(page.locator('html')).toHaveAttribute('data-app-version', NEXT_VERSION, { timeout: 30_000 });
  await expect(page.getByLabel('Username')).toBeVisible();
  // The reload may come before the 0 is painted.
  expect(countdown.slice(0, 5)).toEqual([
    'The portal reloads in 5 seconds to update.',
    'The portal reloads in 4 seconds to update.',
    'The portal reloads in 3 seconds to update.',
    'The portal reloads in 2 seconds to update.',
    'The portal reloads in 1 second to update.',
  ]);
  expect(countdown.length).toBeLessThanOrEqual(6);
  await expect(prompt).toBeHidden();
});

import type { Page } from '@playwright/test';
import { createDeviceLink } from '../apps/server/src/dev/device-link';
import { createDummyLink } from '../apps/server/src/dev/dummy-link';
import { mintRToken } from '../apps/server/src/dev/rtoken';
import { brandUrl } from './browser';
import { DEMO, expect, expectNoSeriousA11yIssues, test } from './fixtures';

// The dev defaults of KIOSK_TERMINAL_SECRET and IMPERSONATION_LINK_SECRET, which the e2e server runs with.
const KIOSK_SECRET = 'kiosk-dev-secret-change-me';
const IMPERSONATION_SECRET = 'impersonation-dev-secret-change-me';

const dummyLink = (brand: string, patronId: string) =>
  createDummyLink({
    brand,
    patronId,
    secret: IMPERSONATION_SECRET,
    origin: brandUrl(brand, '/').replace(/\/$/, ''),
  });

async function pressKeys(page: Page, digits: string) {
  const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
  for (const d of digits) await keyboard.getByRole('button', { name: d, exact: true }).click();
  return keyboard;
}

test('kiosk: card link, PIN typed on the on-screen keyboard, lands on the kiosk layout', async ({ page }) => {
  await page.goto(brandUrl('naskila', '/kiosk/card/7000000001'));
  await expect(page.getByLabel('Card number')).toHaveValue('7000000001');
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('PIN').click();
  const keyboard = await pressKeys(page, '2469');
  await keyboard.getByRole('button', { name: 'Delete' }).click();
  await pressKeys(page, '8');
  await expect(page.getByLabel('PIN')).toHaveValue('2468');
  await keyboard.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(brandUrl('naskila', '/kiosk/lucid/home/naskila'));
  expect(await page.evaluate(() => localStorage.getItem('KIOSK_MODE'))).toBe('1');
  await expectNoSeriousA11yIssues(page);
});

test('kiosk on tp: the card link sets tablet mode and lands on the kiosk layout', async ({ page }) => {
  await page.goto(brandUrl('tp', '/kiosk/card/7000000001'));
  await expect(page.getByLabel('Card number')).toHaveValue('7000000001');
  await page.getByLabel('PIN').click();
  const keyboard = await pressKeys(page, '2468');
  await keyboard.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(brandUrl('tp', '/kiosk/condensed/home/tp'));
  expect(await page.evaluate(() => localStorage.getItem('TABLET_MODE'))).toBe('1');
  // Tablet mode shows the floating logout (docs/product.md#screens-and-routes).
  await expect(page.locator('.floating-logout')).toBeVisible();
});

test('kiosk: a wrong PIN is refused beside the keypad, not in a toast', async ({ page }) => {
  await page.goto(brandUrl('offercraft', '/kiosk/card/7000000001'));
  await page.getByLabel('PIN').click();
  const keyboard = await pressKeys(page, '1111');
  await keyboard.getByRole('button', { name: 'Enter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The card number or PIN is incorrect.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/home\//);
});

test('device link signs in once; a replay of the same link is refused', async ({ page, browser }) => {
  const link = createDeviceLink({
    brand: 'coyote',
    patronId: '7030001',
    terminalId: 'KIOSK-01',
    secret: KIOSK_SECRET,
    origin: brandUrl('coyote', '/').replace(/\/$/, ''),
  });
  await page.goto(link);
  await expect(page).toHaveURL(brandUrl('coyote', '/kiosk/lucid/home/coyote'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  const replay = await (await browser.newContext()).newPage();
  await replay.goto(link);
  await expect(
    replay.getByRole('alert').filter({ hasText: 'The device link is invalid or has expired.' }),
  ).toBeVisible();
  await expect(replay).not.toHaveURL(/\/home\//);
});

test('external identity provider: OpenID Connect sign-in through the local provider', async ({ page }) => {
  await page.goto(brandUrl('naskila', '/session/login'));
  await page.getByRole('button', { name: 'Log in with Okta' }).click();
  await page.waitForURL((url) => !url.hostname.startsWith('naskila.'));
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(brandUrl('naskila', '/condensed/home/naskila'));
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'));
  expect(session).toHaveProperty('id_token');
});

test('external identity provider: a callback link opened in another browser does not sign it in', async ({
  page,
  browser,
}) => {
  // Browser A starts the sign-in; its own code grant is held back so the code stays unused.
  await page.route('**/oauth/token', (route) => route.abort());
  await page.goto(brandUrl('naskila', '/session/login'));
  await page.getByRole('button', { name: 'Log in with Okta' }).click();
  await page.waitForURL((url) => !url.hostname.startsWith('naskila.'));
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/okta-token\?.*code=/);

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(page.url());
  await expect(
    stranger.getByRole('alert').filter({ hasText: 'This sign-in was started in another browser' }),
  ).toBeVisible();
  await expect(stranger).not.toHaveURL(/\/home\//);
  expect(await stranger.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('manager impersonation: acts as the patron in memory, with a banner and an end button', async ({
  page,
}) => {
  await page.goto(dummyLink('naskila', '7080001'));
  await expect(page).toHaveURL(/\/dummy-login\/dummy-login/);
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill('Manager#2026');
  await page.getByRole('button', { name: 'Sign in as manager' }).click();
  await expect(page.getByLabel('Reason for acting as this patron')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Reason for acting as this patron').fill('Player asked at the desk for help');
  await page.getByRole('button', { name: 'Act as patron' }).click();

  await expect(page).toHaveURL(brandUrl('naskila', '/condensed/home/naskila'));
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('Acting as patron 7080001');
  await expect(banner).toContainText('manager 7080003');
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expectNoSeriousA11yIssues(page);

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page).toHaveURL(/\/dummy-login\/dummy-login/);
  // Acting again needs a fresh link from the host system.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Open it again from the host system' }),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
});

test('an impersonation link works once: opened again, no manager may sign in', async ({ page, browser }) => {
  const link = dummyLink('coyote', '7030001');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Sign in as manager' })).toBeVisible();

  const replay = await (await browser.newContext()).newPage();
  await replay.goto(link);
  await expect(
    replay.getByRole('alert').filter({ hasText: 'The impersonation link is invalid or has expired' }),
  ).toBeVisible();
  await expect(replay.getByLabel('Username')).toHaveCount(0);
});

test('a manager with a wrong password is told so and gets no session', async ({ page }) => {
  await page.goto(dummyLink('coyote', '7030001'));
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in as manager' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Reason for acting as this patron')).toHaveCount(0);
});

test('remote auth token: signs in once, marks the session as a remote login', async ({ page }) => {
  const rtoken = await mintRToken({ patronId: '7090001', brand: 'little-creek', clientId: 'host-42' });
  await page.goto(brandUrl('little-creek', `/session/login?rtoken=${encodeURIComponent(rtoken)}`));
  await expect(page).toHaveURL(brandUrl('little-creek', '/condensed/home/little-creek'));
  expect(await page.evaluate(() => localStorage.getItem('REMOTE_LOGIN'))).toBe('1');

  await page.evaluate(() => localStorage.clear());
  await page.goto(brandUrl('little-creek', `/session/login?rtoken=${encodeURIComponent(rtoken)}`));
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/home\//);
});

import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, expectNoSeriousA11yIssues, installClock, pauseClock, test } from './fixtures';

const CARD = '7000000001';
const PIN = '2468';
const PORTRAIT = { width: 1080, height: 1920 };
const LANDSCAPE = { width: 1920, height: 1080 };

/** The lobby is up: its invitation and the property's own news, medallions and ladder. */
async function expectLobby(page: Page, brand: string) {
  await expect(page).toHaveURL(brandUrl(brand, '/kiosk'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with your card' })).toBeVisible();
  const news = page.getByRole('region', { name: "What's on" });
  await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Medallions to collect' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Climb the tiers' }).getByRole('listitem').first(),
  ).toBeVisible();
}

/** The attract screen is one screen: nothing to scroll to, sideways or down. */
async function expectFitsTheScreen(page: Page) {
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(size.viewportWidth);
  expect(size.height).toBeLessThanOrEqual(size.viewportHeight);
}

/** Card and PIN on the on-screen keypad, by touch alone. */
async function signInByTouch(page: Page, brand: string) {
  await page.getByRole('button', { name: 'Sign in with your card' }).tap();
  await expect(page).toHaveURL(brandUrl(brand, '/session/login'));
  const keypad = page.getByRole('group', { name: 'On-screen keyboard' });
  await expect(keypad).toBeVisible();
  await page.getByLabel('Card number').tap();
  for (const digit of CARD) await keypad.getByRole('button', { name: digit, exact: true }).tap();
  await expect(page.getByLabel('Card number')).toHaveValue(CARD);
  await page.getByLabel('PIN').tap();
  for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).tap();
  await keypad.getByRole('button', { name: 'Enter' }).tap();
  await expect(page).toHaveURL(brandUrl(brand, `/kiosk/lucid/home/${brand}`));
  const welcome = page.getByRole('heading', { level: 1, name: /^Welcome, / });
  await expect(welcome).toBeVisible();
  return ((await welcome.textContent()) ?? '').replace(/^Welcome, /, '').trim();
}

/** Back on the lobby, the player is gone from the screen, the storage and the network. */
async function expectNothingPersonal(page: Page, brand: string, name: string, playerCalls: string[]) {
  await expectLobby(page, brand);
  const text = await page.locator('body').innerText();
  expect(name.length).toBeGreaterThan(2);
  expect(text).not.toContain(name);
  expect(text).not.toContain(CARD);
  expect(text).not.toMatch(/points balance|tier credits to|Logout/i);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  expect(playerCalls).toEqual([]);
}

function recordPlayerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(profile|rewards|badges|statements)/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

test.describe('kiosk lobby at 1080×1920 (portrait)', () => {
  test.use({ viewport: PORTRAIT, hasTouch: true });

  test('leads by touch to a card sign-in; Logout returns to it with nothing personal', async ({ page }) => {
    const brand = 'naskila';
    await page.goto(brandUrl(brand, '/kiosk'));
    await expectLobby(page, brand);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath('lobby-1080x1920.png'), animations: 'disabled' });

    const name = await signInByTouch(page, brand);
    await page.getByRole('button', { name: 'Logout' }).first().tap();
    const confirm = page.getByRole('alertdialog');
    const playerCalls = recordPlayerCalls(page);
    await confirm.getByRole('button', { name: 'Yes' }).tap();
    await expectNothingPersonal(page, brand, name, playerCalls);
  });

  test('when the idle countdown reaches zero the kiosk returns to the lobby', async ({ page }) => {
    const brand = 'coyote';
    await installClock(page);
    await page.goto(brandUrl(brand, '/kiosk'));
    await expectLobby(page, brand);
    const name = await signInByTouch(page, brand);
    await pauseClock(page);
    await page.clock.fastForward('00:31');
    await expect(page.getByRole('alertdialog', { name: 'Do you need more time?' })).toBeVisible();
    const playerCalls = recordPlayerCalls(page);
    await page.clock.runFor(11_000);
    await page.clock.resume();
    await expectNothingPersonal(page, brand, name, playerCalls);
  });

  test('the card sign-in has a way back to the lobby', async ({ page }) => {
    await page.goto(brandUrl('tp', '/kiosk'));
    await expectLobby(page, 'tp');
    await page.getByRole('button', { name: 'Sign in with your card' }).tap();
    await expect(page.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the start screen' }).tap();
    await expectLobby(page, 'tp');
  });
});

test.describe('the lobby says its welcome once', () => {
  // Reduced motion: the slides stay on the first, the property's welcome slide.
  test.use({ viewport: PORTRAIT, hasTouch: true, reducedMotion: 'reduce' });

  test('on screen and to assistive tech in the one h1, not again in the welcome slide', async ({ page }) => {
    await page.goto(brandUrl('naskila', '/kiosk'));
    await expectLobby(page, 'naskila');
    const caption = page.locator('figcaption', { hasText: /^Welcome to / });
    await expect(caption).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((await caption.textContent()) ?? '');
    // What a person sees: every element showing the welcome with a box larger than a clipped pixel.
    const shown = await page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter((el) => {
          const box = el.getBoundingClientRect();
          const own = [...el.childNodes].some(
            (n) => n.nodeType === 3 && /Welcome to /.test(n.textContent ?? ''),
          );
          return own && box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
        }).length,
    );
    expect(shown).toBe(1);
  });
});

test.describe('kiosk lobby at 1920×1080 (landscape)', () => {
  test.use({ viewport: LANDSCAPE, hasTouch: true });

  test('after a card sign-in, the idle countdown answered No returns to the lobby', async ({ page }) => {
    const brand = 'southland';
    await installClock(page);
    await page.goto(brandUrl(brand, '/kiosk'));
    await expectLobby(page, brand);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath('lobby-1920x1080.png'), animations: 'disabled' });

    const name = await signInByTouch(page, brand);
    // Only the test moves time from here: the 30 s of KioskMode, then "Do you need more time?".
    await pauseClock(page);
    await page.clock.fastForward('00:31');
    const ask = page.getByRole('alertdialog', { name: 'Do you need more time?' });
    await expect(ask).toBeVisible();
    const playerCalls = recordPlayerCalls(page);
    await ask.getByRole('button', { name: 'No' }).tap();
    // Time flows again for the lobby (its data arrives through timers too).
    await page.clock.resume();
    await expectNothingPersonal(page, brand, name, playerCalls);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['1080×1920', PORTRAIT],
    ['1920×1080', LANDSCAPE],
  ] as const) {
    test.describe(`kiosk lobby accessibility, ${scheme}, ${label}`, () => {
      test.use({ viewport, hasTouch: true, colorScheme: scheme });

      test('axe finds nothing serious', async ({ page }) => {
        const brand = scheme === 'light' ? 'rwlv' : 'elite';
        await page.addInitScript((theme) => {
          localStorage.setItem('settings', JSON.stringify({ theme }));
        }, scheme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(brandUrl(brand, '/kiosk'));
        await expectLobby(page, brand);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expectNoSeriousA11yIssues(page);
      });
    });
  }
}

import type { Locator, Page } from '@playwright/test';
import { brandUrl } from './browser';
import { DEMO, expect, test } from './fixtures';

/** Presses Tab until `target` has focus, as a keyboard-only player would; fails if it never does. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  for (let i = 0; i < (options.max ?? 25); i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the control was never reached with the keyboard');
}

test('keyboard alone: sign in, open the menu, read the profile, sign out', async ({ page }) => {
  await page.goto(brandUrl('naskila', '/session/login'));
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(DEMO.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(brandUrl('naskila', '/condensed/home/naskila'));

  await tabTo(page, page.getByRole('button', { name: 'Menu' }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Profile' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/condensed\/profile$/);

  await tabTo(page, page.getByRole('button', { name: 'Logout' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Yes' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(brandUrl('naskila', '/session/login'));
});

test.describe('touch alone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a phone: sign in, open the menu, reach settings', async ({ page }) => {
    await page.goto(brandUrl('rwlv', '/session/login'));
    await page.getByLabel('Username').tap();
    await page.keyboard.type(DEMO.username);
    await page.getByLabel('Password').tap();
    await page.keyboard.type(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page).toHaveURL(brandUrl('rwlv', '/mobile/home/rwlv'));

    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).tap();
    await expect(page).toHaveURL(/\/mobile\/settings$/);
    await page.getByRole('radio', { name: 'Dark' }).tap();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('at a kiosk: card and PIN on the on-screen keypad by touch', async ({ page }) => {
    await page.goto(brandUrl('southland', '/kiosk/card/7000000001'));
    await page.getByLabel('PIN').tap();
    const keypad = page.getByRole('group', { name: 'On-screen keyboard' });
    for (const digit of '2468') await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await keypad.getByRole('button', { name: 'Enter' }).tap();
    await expect(page).toHaveURL(brandUrl('southland', '/kiosk/lucid/home/southland'));
  });
});

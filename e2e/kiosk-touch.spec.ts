import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, expectNoSeriousA11yIssues, installClock, pauseClock, test } from './fixtures';

const BRAND = 'naskila';
const CARD = '7000000001';
const PIN = '2468';
const WRONG_PIN = '1357';
const HOME = `/kiosk/lucid/home/${BRAND}`;
/** A finger's target at a kiosk, in CSS px (docs/design.md#web-app: by touch alone). */
const MIN_TARGET = 56;
/** Errors read at arm's length. */
const MIN_ERROR_TEXT = 24;
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="menuitem"]',
].join(', ');

/** Every control a person can see on the page whose box is smaller than a finger, named. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap((control) => {
        if (!control.checkVisibility({ visibilityProperty: true })) return [];
        let box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        // Moved off the page until it is focused (the skip link): not on screen.
        if (box.bottom <= 0 || box.right <= 0) return [];
        // A visually hidden input is operated through its label, which is then the target.
        const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
        if (label && box.width <= 1 && box.height <= 1) box = label.getBoundingClientRect();
        if (box.width >= min && box.height >= min) return [];
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        const classes = [...control.classList].map((c) => `.${c}`).join('');
        return [
          `${control.tagName.toLowerCase()}${classes} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
        ];
      }),
    { selector: CONTROLS, min: MIN_TARGET },
  );
}

/** The screen has settled (nothing busy), every control is finger-sized and axe finds nothing serious. */
async function expectTouchScreen(page: Page, screen: string) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    polling: 100,
  });
  expect
    .soft(await smallTargets(page), `controls under ${MIN_TARGET}×${MIN_TARGET} px on ${screen}`)
    .toEqual([]);
  await expectNoSeriousA11yIssues(page);
}

async function typeOnKeypad(page: Page, field: string, digits: string) {
  const keypad = page.getByRole('group', { name: 'On-screen keyboard' });
  await page.getByLabel(field).tap();
  await page.getByLabel(field).clear();
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).tap();
  await expect(page.getByLabel(field)).toHaveValue(digits);
}

const fontSizeOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

test.describe('the kiosk by touch at 1080×1920', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

  test('every screen a player reaches has finger-sized controls, and no tap on the prominent answer ends the session', async ({
    page,
  }) => {
    // Twelve screens, each measured and scanned by axe: a long walk on a 2-core machine.
    test.setTimeout(480_000);
    await installClock(page);
    await page.goto(brandUrl(BRAND, '/kiosk'));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
    await expectTouchScreen(page, 'the lobby');

    await page.getByRole('button', { name: 'Sign in with your card' }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, '/session/login'));
    await expect(page.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible();
    await expectTouchScreen(page, 'card + PIN');
    // One primary action: Sign in; the keypad's Enter and the way back are secondary.
    const primary = page.locator(
      '.kiosk-session .button--primary:visible, .kiosk-session .vk__key--enter:visible',
    );
    await expect(page.locator('.kiosk-session .button--primary:visible')).toHaveCount(1);
    await expect(primary.filter({ hasText: 'Sign in' })).toHaveCount(1);

    await typeOnKeypad(page, 'Card number', CARD);
    await typeOnKeypad(page, 'PIN', WRONG_PIN);
    const refused = page.waitForResponse((r) => r.url().endsWith('/oauth/token') && r.status() === 400);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    const answer = (await (await refused).json()) as { error_description: string };
    // The server's own words, beside the keypad, readable at arm's length.
    const refusal = page.getByRole('alert').filter({ hasText: answer.error_description });
    await expect(refusal).toBeVisible();
    expect(
      await refusal.evaluate((el) => el.nextElementSibling?.querySelector('[role="group"]') !== null),
    ).toBe(true);
    expect(await fontSizeOf(page, '.card-pin-form__refusal')).toBeGreaterThanOrEqual(MIN_ERROR_TEXT);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
    await expectTouchScreen(page, 'card + PIN after a refusal');

    await typeOnKeypad(page, 'PIN', PIN);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, HOME));
    const tiles = page.getByRole('navigation', { name: 'Your account' });
    for (const name of [/^Points/, /^Rewards/, /^Offers/, /^Badges/, /^Statements/])
      await expect(tiles.getByRole('link', { name })).toBeVisible();
    await expect(tiles.getByTestId('kiosk-points')).toHaveText(/^[\d,]+ points?$/);
    await expect(tiles.getByRole('link', { name: /^Rewards/ })).toHaveText(/\d+ rewards?$/);
    await expectTouchScreen(page, 'the kiosk home');

    await tiles.getByRole('link', { name: /^Rewards/ }).tap();
    await expect(page).toHaveURL(/#kiosk-rewards$/);
    const rewards = page.getByRole('region', { name: 'My rewards' });
    await expect(rewards).toBeInViewport();
    await expectTouchScreen(page, 'the rewards');

    await rewards
      .getByRole('link', { name: /^QR code, / })
      .first()
      .tap();
    const qr = page.getByRole('dialog', { name: /^QR code: / });
    await expect(qr.getByRole('img', { name: /^QR code of reward / })).toBeVisible();
    await expectTouchScreen(page, 'a reward QR dialog');
    await qr.getByRole('button', { name: 'Done' }).tap();
    await expect(qr).toHaveCount(0);

    await rewards
      .getByRole('link', { name: /^Text it, / })
      .first()
      .tap();
    const sms = page.getByRole('dialog', { name: /^Text .+ to yourself$/ });
    await expect(sms.getByRole('button', { name: 'Send' })).toBeVisible();
    await expectTouchScreen(page, 'a reward SMS dialog');
    await sms.getByRole('button', { name: 'Close' }).tap();
    await expect(sms).toHaveCount(0);

    await rewards
      .getByRole('link', { name: /^Swap, / })
      .first()
      .tap();
    const swap = page.getByRole('dialog', { name: /^Swap / });
    await expect(swap.getByRole('radio').first()).toBeVisible();
    await expectTouchScreen(page, 'a reward swap dialog');
    await swap.getByRole('button', { name: 'Close' }).tap();
    await expect(swap).toHaveCount(0);

    await tiles.getByRole('link', { name: /^Offers/ }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, `${HOME}/offers-new`));
    await expect(page.getByRole('button', { name: /^Get it for / }).first()).toBeVisible();
    await expectTouchScreen(page, 'the offers');
    await page.getByRole('button', { name: 'Back' }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, HOME));

    await tiles.getByRole('link', { name: /^Statements/ }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, `${HOME}/statements`));
    await expectTouchScreen(page, 'the statements');
    await page.getByRole('link', { name: /^Rewards statement/i }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, `${HOME}/statements/reward-statement`));
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectTouchScreen(page, 'the rewards statement');

    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectTouchScreen(page, 'the menu');
    await menu.getByRole('link', { name: 'Home' }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, HOME));

    // Only the test moves time from here: the kiosk's 30 s, then "Do you need more time?".
    await pauseClock(page);
    await page.clock.fastForward('00:31');
    const ask = page.getByRole('alertdialog', { name: 'Do you need more time?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Yes' })).toBeFocused();
    await expectTouchScreen(page, 'the idle dialog');
    await ask.getByRole('button', { name: 'Yes' }).tap();
    await expect(ask).toHaveCount(0);
    await page.clock.resume();
    await expect(page).toHaveURL(brandUrl(BRAND, HOME));

    await page.getByRole('button', { name: 'Logout' }).first().tap();
    const confirm = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(confirm).toBeVisible();
    await expectTouchScreen(page, 'the logout confirm');
    await confirm.getByRole('button', { name: 'Yes' }).tap();
    await expect(page).toHaveURL(brandUrl(BRAND, '/kiosk'));
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl } from './browser';
import { DEMO, expectNoSeriousA11yIssues, signIn } from './fixtures';

/** The README's demo table: a swap asks for the player's birthdate. */
const DEMO_BIRTHDATE_DIGITS = '19850615';

// axe over a catalogue of about 30 offers takes a while on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const points = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function balanceOnHome(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Points and tier' });
  await expect(card.getByText(/^[\d,]+ points$/)).toBeVisible();
  return points(await card.getByText(/^[\d,]+ points$/).textContent());
}

async function firstHotReward(page: Page): Promise<Locator> {
  const hot = page.getByRole('list', { name: 'Hot rewards' });
  await expect(hot.getByText('Expires soon').first()).toBeVisible();
  return hot.getByRole('listitem').filter({ hasText: 'Expires soon' }).first();
}

test('home: the balance, its dollar value, the tier and the hot rewards', async ({ page }) => {
  await signIn(page, 'rwlv', DEMO);
  await expect(page).toHaveURL(/\/mobile\/home\/rwlv$/);
  expect(await balanceOnHome(page)).toBeGreaterThan(0);
  const card = page.getByRole('region', { name: 'Points and tier' });
  // The points' dollar value, beside the comp dollars and free play the card also shows in dollars.
  const worth = card.locator('.points__item').filter({ has: page.locator('dt', { hasText: /^Worth$/ }) });
  await expect(worth.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(await firstHotReward(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'My rewards' }).getByText(/^\d+ rewards?$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('offers: get an offer for points and see the balance drop without a reload', async ({ page }) => {
  await signIn(page, 'naskila', DEMO);
  await expect(page).toHaveURL(/\/condensed\/home\/naskila$/);
  const before = await balanceOnHome(page);

  // docs/product.md#screens-and-routes: the condensed menu holds Home, Profile and Settings; its home leads
  // to the offers.
  await page
    .getByRole('list', { name: 'More for you' })
    .getByRole('link', { name: /^Offers/ })
    .click();
  await expect(page).toHaveURL(/\/condensed\/home\/naskila\/offers-new$/);
  await expect(page.getByText(`Your balance: ${before.toLocaleString('en-US')} points`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const get = page.getByRole('button', { name: /^Get it for [\d,]+ points$/ }).first();
  const cost = points(await get.textContent());
  await get.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${cost.toLocaleString('en-US')} points will be taken`);
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole('button', { name: 'Get it' }).click();

  const after = before - cost;
  await expect(page.getByRole('status').filter({ hasText: /is yours\. Reward code/ })).toBeVisible();
  await expect(page.getByText(`Your balance: ${after.toLocaleString('en-US')} points`)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => balanceOnHome(page)).toBe(after);
});

test("a reward's QR code opens over the list and closes back to it", async ({ page }) => {
  await signIn(page, 'coyote', DEMO);
  await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
  const reward = await firstHotReward(page);
  await reward.getByRole('link', { name: /^QR code, / }).click();
  await expect(page).toHaveURL(/\/lucid\/home\/coyote\/rewards\/[^/]+\/qrcode$/);
  const dialog = page.getByRole('dialog', { name: /^QR code: / });
  const image = dialog.getByRole('img', { name: /^QR code of reward / });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  expect((await image.boundingBox())?.width).toBeGreaterThanOrEqual(200);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
});

test('a reward dialog opened and closed by keyboard leaves the page as it was, focus on its link', async ({
  page,
}) => {
  await signIn(page, 'coyote', DEMO);
  await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
  const link = (await firstHotReward(page)).getByRole('link', { name: /^QR code, / });
  // The page element itself: closing the dialog must not build the page again (scroll and focus).
  await page.evaluate(() => {
    (window as unknown as { page?: Element | null }).page = document.querySelector('.shell__page');
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^QR code: / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(
    await page.evaluate(
      () => (window as unknown as { page?: Element | null }).page === document.querySelector('.shell__page'),
    ),
  ).toBe(true);
});

test('a reward texted to the phone of the profile arrives in the dev inbox', async ({ page }) => {
  await signIn(page, 'southland', DEMO);
  await expect(page).toHaveURL(/\/mobile\/home\/southland$/);
  const reward = await firstHotReward(page);
  const code = ((await reward.getByText(/^Code /).textContent()) ?? '').replace('Code ', '');
  await reward.getByRole('link', { name: /^Text it, / }).click();
  await expect(page).toHaveURL(/\/rewards\/[^/]+\/invitation\/sms$/);
  const dialog = page.getByRole('dialog', { name: /^Text .+ to yourself$/ });
  const phone = dialog.getByLabel('Phone number');
  await expect(phone).not.toHaveValue('');
  const to = await phone.inputValue();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `was sent to ${to}` })).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/home\/southland$/);

  await expect
    .poll(async () => {
      // From the page, so the brand's *.localhost host (which Node cannot resolve) picks the tenant.
      const messages = await page.evaluate(async () => {
        const answer = await fetch('/dev/messages', { headers: { Accept: 'application/json' } });
        return (await answer.json()) as { channel: string; body: string }[];
      });
      return messages.some((message) => message.channel === 'sms' && message.body.includes(code));
    })
    .toBe(true);
});

test.describe('kiosk by touch at 1080×1920', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

  test('swaps a reward with the birthdate typed on the on-screen keyboard', async ({ page }) => {
    // A brand on its own ledger: little-creek's comps come from its casino system (casino-system.spec.ts).
    await page.goto(brandUrl('coyote', '/kiosk/card/7000000001'));
    await page.getByLabel('PIN').fill('2468');
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await expect(page).toHaveURL(/\/kiosk\/lucid\/home\/coyote$/);
    // The kiosk home lists the player's rewards under its tiles (no hot-rewards card there).
    const list = page.getByRole('list', { name: 'My rewards' });
    await expect(list.getByText('Expires soon').first()).toBeVisible();
    const reward = list.getByRole('listitem').filter({ hasText: 'Expires soon' }).first();
    const name = (await reward.getByRole('heading').textContent()) ?? '';
    const code = (await reward.getByText(/^Code /).textContent()) ?? '';
    await reward.getByRole('link', { name: /^Swap, / }).tap();

    const dialog = page.getByRole('dialog', { name: `Swap ${name}` });
    await dialog.getByRole('radio').first().tap();
    await dialog.getByRole('button', { name: 'Next', exact: true }).tap();
    const pad = dialog.getByRole('group', { name: 'On-screen keyboard' });
    for (const digit of DEMO_BIRTHDATE_DIGITS)
      await pad.getByRole('button', { name: digit, exact: true }).tap();
    await expect(dialog.getByLabel('Your birthdate')).toHaveValue('1985-06-15');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).tap();

    await expect(page.getByRole('status').filter({ hasText: /^Swapped\./ })).toBeVisible();
    await expect(page).toHaveURL(/\/kiosk\/lucid\/home\/coyote$/);
    // The given-back reward leaves the list without a reload.
    await expect(
      page.getByRole('region', { name: 'My rewards' }).getByText(code, { exact: true }),
    ).toHaveCount(0);
  });
});

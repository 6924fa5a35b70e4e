import { STORAGE_KEYS } from '@patron/contracts';
import type { Locator, Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, expectNoSeriousA11yIssues, player, test } from './fixtures';

const BRAND = 'rwlv';
const HOME = `/mobile/home/${BRAND}`;

// Seven screens, each scanned by axe, on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function go(page: Page, label: string, path: string, heading: string | RegExp) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: label, exact: true }).tap();
  await expect(page).toHaveURL(brandUrl(BRAND, `${HOME}${path}`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // docs/product.md#screens-and-routes: the menu closes 200 ms after a link click.
  await expect(menu).toBeHidden();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`a player walks the mobile menu (${theme})`, () => {
    test.use({
      signedInAs: player(BRAND),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.settings,
        JSON.stringify({ theme, autoNightMode: false }),
      ] as const);
    });

    test('Profile, Badges, Offers, How it works, Tier Benefits, Earn & Redeem; Statements and external links', async ({
      page,
    }) => {
      await page.goto(brandUrl(BRAND, '/'));
      await expect(page).toHaveURL(brandUrl(BRAND, HOME));
      const news = page.getByRole('list', { name: 'News' });
      await expect(news.getByRole('article').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousA11yIssues(page);

      const menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: 'Rewards Statement' })).toHaveAttribute(
        'href',
        `${HOME}/statements/reward-statement`,
      );
      await expect(menu.getByRole('link', { name: 'Win/Loss Statement' })).toHaveAttribute(
        'href',
        `${HOME}/statements/win-loss`,
      );
      await expect(menu.getByRole('link', { name: 'Statements', exact: true })).toHaveAttribute(
        'href',
        `${HOME}/statements`,
      );
      const concierge = menu.getByRole('link', { name: /Digital concierge/ });
      await expect(concierge).toHaveAttribute('target', '_blank');
      await expect(concierge).toHaveAttribute('href', /^https:\/\//);
      await expect(menu.getByRole('link', { name: /Book a hotel room/ })).toHaveAttribute('rel', /noopener/);
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('button', { name: 'Menu' }).tap();

      await go(page, 'Profile', '/profile', 'Your profile');
      await expect(page.getByText('demo', { exact: true })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await go(page, 'Badges', '/medallions', 'Badges');
      await expect(page.getByText(/You have earned \d+ of \d+ badges/)).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await go(page, 'Offers', '/offers-new', 'Offers');
      await expect(page.getByRole('button', { name: /^Get it for/ }).first()).toBeVisible();

      await go(page, 'How it works', '/benefits', 'How it works');
      await expect(page.getByText(/Your tier today: /)).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await go(page, 'Tier Benefits', '/benefits/milestones-benefits', 'Tier Benefits');
      await expect(page.getByRole('region', { name: 'Your progress' })).toBeVisible();
      await expect(page.locator('[aria-current="step"]')).toContainText('Your tier');
      await expectNoSeriousA11yIssues(page);

      await go(page, 'Earn & Redeem', '/benefits/how-to-earn', 'Earn & Redeem');
      await expect(
        page.getByRole('table', { name: 'How you earn' }).getByRole('row', { name: /Slots/ }),
      ).toBeVisible();
      await expect(page.getByText(/Each point is worth \$0\.01/)).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.getByRole('button', { name: 'Back' }).tap();
      await expect(page).toHaveURL(brandUrl(BRAND, `${HOME}/benefits`));

      // The statements screens are their own journey (statements.spec.ts); the menu reaches them.
      await go(page, 'Rewards Statement', '/statements/reward-statement', /.+/);
    });
  });
}

test.describe('the condensed home leads to the screens its menu does not hold', () => {
  test.use({ signedInAs: player('naskila'), viewport: { width: 1280, height: 800 } });

  test('Badges and How it works from the home tiles; Statements linked', async ({ page }) => {
    await page.goto(brandUrl('naskila', '/'));
    await expect(page).toHaveURL(brandUrl('naskila', '/condensed/home/naskila'));
    const tiles = page.getByRole('list', { name: 'More for you' });
    await expect(tiles.getByRole('link', { name: /^Statements/ })).toHaveAttribute(
      'href',
      '/condensed/home/naskila/statements',
    );
    await tiles.getByRole('link', { name: /^Badges/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await tiles.getByRole('link', { name: /^How it works/ }).click();
    await page.getByRole('link', { name: /^Tier Benefits/ }).click();
    await expect(page.getByRole('region', { name: 'Your progress' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});

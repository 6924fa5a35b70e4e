import { brandUrl } from './browser';
import { PENDING, expect, expectNoSeriousA11yIssues, player, signIn, test } from './fixtures';

const brandLanding = [
  { brand: 'naskila', home: '/condensed/home/naskila' },
  { brand: 'coyote', home: '/lucid/home/coyote' },
] as const;

for (const { brand, home } of brandLanding) {
  test.describe(brand, () => {
    test.use({ signedInAs: player(brand) });

    test('the signed-in demo player sees the profile, switches to Spanish, signs out', async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page).toHaveURL(brandUrl(brand, home));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await expectNoSeriousA11yIssues(page);

      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/profile$`));
      await expect(
        page
          .getByText('7000000001')
          .or(page.getByText('demo', { exact: true }))
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('radio', { name: 'Español (México)' })
        .check();
      await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
      const settings = await page.evaluate(() => localStorage.getItem('settings'));
      expect(JSON.parse(settings ?? '{}')).toMatchObject({ language: 'es-MX' });

      await page.getByRole('button', { name: 'Menú' }).click();
      const menu = page.getByRole('navigation', { name: /menú/i });
      await menu.getByRole('button').last().click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Sí' }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/session/login'));
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    });
  });
}

test.describe('awaiting verification', () => {
  test.use({ signedInAs: player('naskila', PENDING) });

  test('a player awaiting verification sees the pending warning, and none of the data', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(brandUrl('naskila', '/'));
    await expect(page.getByRole('alert').filter({ hasText: /pending/i })).toBeVisible();
    // The home is done: a dashboard's cards, had it any, would have asked for their data by now.
    await expect(page.getByRole('region', { name: /^Welcome/ })).toHaveAttribute('aria-busy', 'false');
    // docs/product.md#web-behaviour: the loader starts only when the profile isVerified.
    expect(asked).toContain('/api/profile/');
    expect(asked.filter((path) => /^\/api\/(rewards|announcements|tiers|badges)/.test(path))).toEqual([]);
  });
});

test('a wrong password shows an error toast and keeps the player on the sign-in screen', async ({ page }) => {
  await signIn(page, 'coyote', { username: 'demo', password: 'not-the-password' });
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText(
    'incorrect',
  );
  await expect(page).toHaveURL(brandUrl('coyote', '/session/login'));
  await expectNoSeriousA11yIssues(page);
});

test('each brand is themed from its own Branding metadata', async ({ page }) => {
  const primary = async (brand: string) => {
    await page.goto(brandUrl(brand, '/session/login'));
    await expect(page.getByLabel('Username')).toBeVisible();
    return page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
    );
  };
  const naskila = await primary('naskila');
  const coyote = await primary('coyote');
  expect(naskila.trim()).not.toBe('');
  expect(naskila).not.toBe(coyote);
});

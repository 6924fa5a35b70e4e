import { brandUrl } from './browser';
import { expect, player, test } from './fixtures';

/*
 * First load: a signed-in home's route table holds its own layout's screens only; another layout's are
 * added when it is first opened (apps/web/src/app/routes/screens-on-demand.tsx). Coyote's layout is
 * lucid: its home opened under /condensed leads there, through a layout whose screens were not in.
 */
test.use({ signedInAs: player('coyote') });

test("a home opened under another layout's path leads to the brand's own, its screens added on the way", async ({
  page,
}) => {
  await page.goto(brandUrl('coyote', '/condensed/home'));
  await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  // A screen of the layout that was added, through its menu: its routes are really there.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/lucid\/home\/coyote\/offers-new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

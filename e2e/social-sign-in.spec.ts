import { brandUrl } from './browser';
import { expect, expectNoSeriousA11yIssues, test } from './fixtures';

// The e2e server runs without FACEBOOK_GRAPH_URL / GOOGLE_TOKENINFO_URL, so it starts the bundled
// fake social provider; its dialog signs in as the seeded demo identity (fb-demo-001).

test('social sign-in: Facebook dialog consent lands the demo player on the home page', async ({ page }) => {
  await page.goto(brandUrl('naskila', '/session/login'));
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.waitForURL((url) => !url.hostname.startsWith('naskila.'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Facebook' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Continue as Demo Player' }).click();
  await expect(page).toHaveURL(brandUrl('naskila', '/condensed/home/naskila'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'));
  expect(session).toHaveProperty('access_token');
});

test('social sign-in: Cancel on the Google dialog returns with an error toast', async ({ page }) => {
  await page.goto(brandUrl('naskila', '/session/login'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => !url.hostname.startsWith('naskila.'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(
    /^http:\/\/naskila\.localhost:\d+\/providers\?provider=google#error=access_denied/,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled signing in.' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/home\//);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

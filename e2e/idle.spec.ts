import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import {
  expect,
  expectNoSeriousA11yIssues,
  installClock,
  kioskCard,
  pauseClock,
  player,
  test,
} from './fixtures';

/**
 * The idle timer starts with the signed-in layout, which waits for the profile: the URL alone can
 * show before it. Once the welcome shows, the clock is paused, so only the test moves time: a slow
 * accessibility scan on a busy machine does not eat the countdown, and the countdown reads exactly.
 */
async function pauseOnceHomeShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await pauseClock(page);
}

test.describe('portal idle on naskila', () => {
  test.use({ signedInAs: player('naskila') });

  test('after 900 s the stay-signed-in modal counts down, stay keeps the session', async ({ page }) => {
    await installClock(page);
    await page.goto(brandUrl('naskila', '/'));
    await expect(page).toHaveURL(/\/condensed\/home\/naskila$/);
    await pauseOnceHomeShows(page);
    await page.clock.runFor('14:50');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // A jump fires the idle timer once, at the new time, so the countdown starts from its full 10 s.
    await page.clock.fastForward('00:11');
    const modal = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('in 10 seconds');
    await page.clock.runFor(3000);
    await expect(modal).toContainText('in 7 seconds');
    await modal.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/condensed\/home\/naskila$/);
  });
});

test.describe('portal idle on coyote', () => {
  test.use({ signedInAs: player('coyote') });

  test('when the countdown reaches zero the player is signed out with "Your Session Ended"', async ({
    page,
  }) => {
    await installClock(page);
    await page.goto(brandUrl('coyote', '/'));
    await expect(page).toHaveURL(/\/lucid\/home\/coyote$/);
    await pauseOnceHomeShows(page);

    await page.clock.fastForward('15:01');
    await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.clock.runFor(11_000);
    await expect(page.getByRole('status').filter({ hasText: 'Your Session Ended' })).toBeVisible();
    await expect(page).toHaveURL(brandUrl('coyote', '/session/login'));
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

test.describe('kiosk idle', () => {
  test.use({ signedInAs: kioskCard('little-creek', '7000000001', '2468') });

  test('"Do you need more time?" — Yes keeps the session, No returns to the kiosk home', async ({ page }) => {
    await installClock(page);
    await page.goto(brandUrl('little-creek', '/'));
    await expect(page).toHaveURL(/\/kiosk\/lucid\/home\/little-creek$/);
    await pauseOnceHomeShows(page);

    await page.clock.fastForward('00:31');
    const ask = page.getByRole('alertdialog', { name: 'Do you need more time?' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/kiosk\/lucid\/home\/little-creek$/);

    await page.clock.fastForward('00:31');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(page).not.toHaveURL(/\/home\//);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

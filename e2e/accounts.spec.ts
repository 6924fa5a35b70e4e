import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, expectNoSeriousA11yIssues, player, test } from './fixtures';

/** Account journeys: join, confirm, reset, recover, edit and leave, with axe on every new screen. */
const BRAND = 'naskila';
const PASSWORD = 'Cedar-Hollow-77';

type Message = { channel: string; to: string; subject: string; body: string };

/**
 * The newest message to `to` holding a link to `path`, from the dev inbox
 * (docs/design.md#messages-and-outbox).
 */
async function linkFromInbox(page: Page, to: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        // From the page, so the brand's *.localhost host (which Node cannot resolve) picks the tenant.
        const messages = await page.evaluate(async () => {
          const answer = await fetch('/dev/messages', { headers: { Accept: 'application/json' } });
          return (await answer.json()) as Message[];
        });
        const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        for (const message of messages.filter((m) => m.to === to)) {
          const match = new RegExp(`https?://\\S*${escaped}\\?\\S+`).exec(message.body);
          if (match) {
            const url = new URL(match[0]);
            found = `${url.pathname}${url.search}`;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A confirmed player made through the API, for the journeys whose subject is not joining. */
async function joinedPlayer(page: Page, who: string): Promise<string> {
  const email = uniqueEmail(who);
  await page.goto(brandUrl(BRAND, '/session/login'));
  const status = await page.evaluate(
    async (body) => {
      const answer = await fetch('/api/players/signup/ext', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    {
      firstName: 'Marisol',
      lastName: 'Tahe',
      birthday: '1984-09-12',
      email,
      password: PASSWORD,
      address1: '12 Pine Ridge Road',
      city: 'Livingston',
      postalCode: '77351',
      termsAccepted: true,
      termsVersion: '2026-01',
    },
  );
  expect(status).toBe(201);
  await page.goto(brandUrl(BRAND, await linkFromInbox(page, email, '/session/confirm-email')));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  return email;
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto(brandUrl(BRAND, '/session/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, `/condensed/home/${BRAND}`));
}

test('a new player joins, confirms the e-mail from the inbox and signs in verified', async ({ page }) => {
  const email = uniqueEmail('rosa');
  await page.goto(brandUrl(BRAND, '/session/login'));
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, '/session/sign-up'));
  const form = page.getByRole('main');
  await expect(form.getByLabel('First name *')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('First name *')).toBeFocused();
  await expect(form.getByText('Field required').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await form.getByLabel('First name *').fill('Rosa');
  await form.getByLabel('Last name *').fill('Diaz');
  await form.getByLabel('Date of birth *').fill('1990-04-02');
  await form.getByLabel('E-mail *').fill(email);
  await form.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password *').fill(PASSWORD);
  await form.getByLabel('Street address *').fill('48 Sawmill Lane');
  await form.getByLabel('City *').fill('Livingston');
  await form.getByLabel('ZIP code *').fill('77351');
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto(brandUrl(BRAND, await linkFromInbox(page, email, '/session/confirm-email')));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Rosa');
  await expect(page.getByText('Profile pending')).toHaveCount(0);
});

test('a player resets a forgotten password through the e-mail link', async ({ page }) => {
  const email = await joinedPlayer(page, 'reset');
  await page.goto(brandUrl(BRAND, '/session/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, '/session/forgot-password'));
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto(brandUrl(BRAND, await linkFromInbox(page, email, '/session/new-password')));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const fresh = 'Heron-Creek-4521';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await signInAs(page, email, fresh);
});

test('an unknown name gets the same answer as a known one', async ({ page }) => {
  await page.goto(brandUrl(BRAND, '/session/forgot-password'));
  await page.getByLabel('Username or e-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If an account matches what you entered');
});

test('a player recovers a forgotten username through the link', async ({ page }) => {
  const email = await joinedPlayer(page, 'recover');
  await page.goto(brandUrl(BRAND, '/session/login'));
  await page.getByRole('link', { name: 'Forgot username?' }).click();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('E-mail or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();

  await page.goto(brandUrl(BRAND, await linkFromInbox(page, email, '/session/recovery')));
  await expect(page.getByRole('heading', { name: 'We found your account' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a player edits the profile, changes the password and leaves', async ({ page }) => {
  const email = await joinedPlayer(page, 'edit');
  await signInAs(page, email, PASSWORD);
  await page.goto(brandUrl(BRAND, '/condensed/profile'));
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  const emailRow = page.getByRole('definition').filter({ hasText: /^e•••@e•••\.test$/ });
  await expect(emailRow).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your details' });
  await expectNoSeriousA11yIssues(page);
  await edit.getByLabel('Phone number').fill('+1 936 555 0142');
  await edit.getByLabel('City').fill('Onalaska');
  // A new phone number is where recovery texts go: the dialog asks for the current password.
  await edit.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByText('•••• 0142')).toBeVisible();
  await expect(page.getByText(/Onalaska/)).toBeVisible();

  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expectNoSeriousA11yIssues(page);
  const next = 'Lantern-Field-3096';
  await change.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await change.getByLabel('New password', { exact: true }).fill(next);
  await change.getByLabel('Confirm password', { exact: true }).fill(next);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const leave = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(leave).toContainText('masked after 30 days');
  await expectNoSeriousA11yIssues(page);
  await leave.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, '/session/login'));
  await expect(page.getByText('Your account is deleted and you are signed out.')).toBeVisible();

  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(brandUrl(BRAND, '/session/login'));
});

test('a changed e-mail is told to the old address, whose link gives the account back', async ({ page }) => {
  const email = await joinedPlayer(page, 'owner');
  await signInAs(page, email, PASSWORD);
  await page.goto(brandUrl(BRAND, '/condensed/profile'));
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your details' });
  const taker = uniqueEmail('taker');
  await edit.getByRole('textbox', { name: 'E-mail' }).fill(taker);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Current password', { exact: true })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await edit.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Open the link we sent to your new e-mail address/)).toBeVisible();
  await page.goto(brandUrl(BRAND, await linkFromInbox(page, taker, '/session/confirm-email')));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();

  await page.goto(brandUrl(BRAND, await linkFromInbox(page, email, '/session/undo-change')));
  await expect(page.getByRole('heading', { name: 'Undo the change to your account' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const fresh = 'Owl-Meadow-8814';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is yours again' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The username followed the e-mail and came back with it; the old password no longer works.
  await signInAs(page, email, fresh);
  await page.goto(brandUrl(BRAND, '/condensed/profile'));
  await expect(page.getByRole('definition').filter({ hasText: /^o•••@e•••\.test$/ })).toBeVisible();
});

test.describe('linked accounts', () => {
  test.use({ signedInAs: player('offercraft') });

  test('the demo player unlinks Facebook, then links it again through the dialog with the password', async ({
    page,
  }) => {
    await page.goto(brandUrl('offercraft', '/condensed/profile'));
    const accounts = page.getByRole('region', { name: 'Linked accounts' });
    await accounts.getByRole('button', { name: 'Unlink Facebook' }).click();
    await expect(page.getByText('Facebook is no longer linked.')).toBeVisible();

    await accounts.getByRole('button', { name: 'Link Facebook' }).click();
    await page.waitForURL((url) => !url.hostname.startsWith('offercraft.'));
    await page.getByRole('button', { name: 'Continue as Demo Player' }).click();
    await expect(page).toHaveURL(/\/condensed\/profile\/link\?provider=facebook/);
    await expect(page.getByRole('heading', { name: 'Link Facebook' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('Current password').fill('Player#2026');
    await page.getByRole('button', { name: 'Link Facebook' }).click();

    await expect(page).toHaveURL(brandUrl('offercraft', '/condensed/profile'));
    await expect(page.getByText('Facebook is now linked to your account.')).toBeVisible();
    await expect(accounts.getByRole('button', { name: 'Unlink Facebook' })).toBeVisible();
  });
});

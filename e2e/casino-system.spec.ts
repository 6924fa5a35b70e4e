import { expect, test, type Page } from '@playwright/test';
import { cmsSimulatorUrl } from './browser';
import { DEMO, expectNoSeriousA11yIssues, signIn } from './fixtures';

/** The simulator's seed (docs/casino-system.md#seeded-players): demo's points and a comp code with leading zeros. */
const CMS_POINTS = 26_140;
const LEADING_ZERO_CODE = '0007730042';

async function control(path: string, method: 'PUT' | 'DELETE' | 'POST', body?: unknown) {
  const answer = await fetch(cmsSimulatorUrl(path), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}: HTTP ${answer.status}`).toBe(true);
}

const balanceText = (page: Page) =>
  page.getByRole('region', { name: 'Points and tier' }).getByText(/^[\d,]+ points$/);

// Serial: the simulator is one casino system for the whole run, and this file tells it to fail.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.afterEach(async () => {
  await control('/_control/faults', 'DELETE');
});

test('little-creek: home shows the casino system balance and comps; an offer is issued by the CMS', async ({
  page,
}) => {
  await control('/_control/reset', 'POST');
  await signIn(page, 'little-creek', DEMO);
  await expect(page).toHaveURL(/\/condensed\/home\/little-creek$/);
  await expect(balanceText(page)).toHaveText(`${CMS_POINTS.toLocaleString('en-US')} points`);
  await expect(page.getByText(LEADING_ZERO_CODE).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page
    .getByRole('list', { name: 'More for you' })
    .getByRole('link', { name: /^Offers/ })
    .click();
  await expect(page).toHaveURL(/\/condensed\/home\/little-creek\/offers-new$/);
  const get = page.getByRole('button', { name: /^Get it for [\d,]+ points$/ }).first();
  const cost = Number(((await get.textContent()) ?? '').replace(/\D/g, ''));
  await get.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Get it' }).click();
  await expect(page.getByRole('status').filter({ hasText: /is yours\. Reward code/ })).toBeVisible();
  const after = CMS_POINTS - cost;
  await expect(page.getByText(`Your balance: ${after.toLocaleString('en-US')} points`)).toBeVisible();

  // The casino system holds the comp and the points: its own record says so.
  const state = (await (await fetch(cmsSimulatorUrl('/_control/state'))).json()) as {
    players: { playerId: string; pointBalance: number }[];
  };
  expect(state.players.find((p) => p.playerId === '0004417023')?.pointBalance).toBe(after);
});

test('little-creek: while the casino system fails, home shows the last answers "as of" their time', async ({
  page,
}) => {
  await signIn(page, 'little-creek', DEMO);
  await expect(page).toHaveURL(/\/condensed\/home\/little-creek$/);
  await expect(balanceText(page)).toBeVisible();
  await control('/_control/faults', 'PUT', [{ operation: '*', kind: 'status', status: 503 }]);
  await page.reload();
  await expect(balanceText(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /as of/i }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

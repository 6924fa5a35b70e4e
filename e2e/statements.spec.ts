import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { brandUrl } from './browser';
import { DEMO, expectNoSeriousA11yIssues as scan, signIn } from './fixtures';

// Two PDFs and axe on four screens, on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

const HOME = '/mobile/home/rwlv';
const LAST_YEAR = new Date().getFullYear() - 1;

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Clicks a download button and answers the bytes of the file the browser saved. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/**
 * axe measures colours as drawn: wait for the page fade (docs/product.md#screens-and-routes, 0.15 s) to end
 * first.
 */
async function expectNoSeriousA11yIssues(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await scan(page);
}

function useTheme(theme: 'light' | 'dark') {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((name) => {
      localStorage.setItem('settings', JSON.stringify({ theme: name, autoNightMode: false }));
    }, theme);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`statements in ${theme}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    useTheme(theme);

    test('rewards statement and its PDF; win/loss unlocked with the password and its PDF', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'rwlv', DEMO);
      await expect(page).toHaveURL(new RegExp(`${HOME}$`));

      await page.goto(brandUrl('rwlv', `${HOME}/statements`));
      await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.getByRole('link', { name: /Rewards Statement/ }).click();
      await expect(page).toHaveURL(new RegExp(`${HOME}/statements/reward-statement$`));
      const table = page.getByRole('table', { name: 'Movements with running balance' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'What expires when' })
          .getByText(/points$/)
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`rewards-statement-${theme}.png`), fullPage: true });
      await expectNoSeriousA11yIssues(page);

      if (theme === 'light') {
        const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
        expect(pdf.name).toMatch(/^rewards-statement-.*\.pdf$/);
        expect(pdf.bytes.length).toBeGreaterThan(1000);
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(await pdfText(pdf.bytes)).toContain('Rewards statement');
      }

      await page.goBack();
      await page.getByRole('link', { name: /Win\/Loss Statement/ }).click();
      await expect(page).toHaveURL(new RegExp(`${HOME}/statements/win-loss$`));
      await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Show my statement' }).click();
      const report = page.getByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
      await expect(report.getByRole('table', { name: 'Win/loss by game type' })).toBeVisible();
      await expect(report).toContainText('Win/loss figures are estimates based on rated play');
      await page.screenshot({ path: testInfo.outputPath(`win-loss-${theme}.png`), fullPage: true });
      await expectNoSeriousA11yIssues(page);

      if (theme === 'light') {
        const pdf = await download(page, page.getByRole('button', { name: `Download ${LAST_YEAR} PDF` }));
        expect(pdf.name).toBe(`win-loss-${LAST_YEAR}.pdf`);
        const text = await pdfText(pdf.bytes);
        expect(text).toContain(`Win/loss statement ${LAST_YEAR}`);
        expect(text).toContain(
          'Win/loss figures are estimates based on rated play at Riverwalk Lantern Resort',
        );
      }

      // Leaving the screen forgets the step-up: coming back asks again.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('link', { name: /Win\/Loss Statement/ }).click();
      await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    });
  });
}

test.describe('kiosk by touch at 1080×1920', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

  test('win/loss unlocked with the PIN on the on-screen keypad', async ({ page }, testInfo) => {
    await page.goto(brandUrl('southland', '/kiosk/card/7000000001'));
    await page.getByLabel('PIN').fill('2468');
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await expect(page).toHaveURL(/\/kiosk\/lucid\/home\/southland$/);
    await page.goto(brandUrl('southland', '/kiosk/lucid/home/southland/statements/win-loss'));
    await expect(page.getByRole('radio', { name: 'Use my PIN' })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('win-loss-unlock-kiosk.png') });
    await expectNoSeriousA11yIssues(page);
    for (const digit of '2468') await page.getByRole('button', { name: digit, exact: true }).tap();
    await page.getByRole('button', { name: 'Show my statement' }).tap();
    const report = page.getByRole('region', { name: `Win/loss ${LAST_YEAR} Estimate` });
    await expect(report.getByRole('table', { name: 'Win/loss by game type' })).toBeVisible();
    await page.getByLabel('Year').selectOption(String(LAST_YEAR + 1));
    await expect(page.getByRole('region', { name: `Win/loss ${LAST_YEAR + 1} Estimate` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('win-loss-kiosk.png') });
    await expectNoSeriousA11yIssues(page);
  });
});

import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, player, test } from './fixtures';

/*
 * First load: the HTML's Link header names every script a first screen needs, so they load beside the
 * entry script instead of one wave after another. Built on the real build: a chunk that moves (a new
 * chunk group, a renamed route module) and drops out of the header fails here.
 */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

function styleSheetsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The style sheets the page carries inline (apps/web/build/inline-entry-css.ts). */
async function inlinedStyleSheets(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

/** Every image path the page puts in an `<img>`, however briefly (a loader shows for a moment). */
async function imagesShown(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { imagesShown: Set<string> }).imagesShown = shown;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const img of [node, ...node.querySelectorAll('img')])
        if (img instanceof HTMLImageElement && img.src) shown.add(new URL(img.src).pathname);
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(note);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { imagesShown: Set<string> }).imagesShown]);
}

async function hintedImages(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(brandUrl('naskila', path));
  const link = response?.headers()['link'] ?? '';
  return [...link.matchAll(/<([^>]+)>; rel=preload; as=image/g)].map((match) => match[1] ?? '');
}

async function hintedPaths(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(brandUrl('naskila', path));
  const link = response?.headers()['link'] ?? '';
  return [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
}

test('the sign-in page names in its Link header every script it loads to show the form', async ({ page }) => {
  const scripts = scriptsRequested(page);
  const hinted = await hintedPaths(page, '/');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((script) => !hinted.includes(script))).toEqual([]);
});

test('the sign-in page fetches no style sheet: its styles come in the page', async ({ page }) => {
  const sheets = styleSheetsRequested(page);
  await page.goto(brandUrl('naskila', '/session/login'));
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeVisible();
  // Styled: the brand's primary colour, not the browser's default button.
  await expect(submit).toHaveCSS('background-color', 'rgb(63, 98, 18)');
  expect(await inlinedStyleSheets(page)).not.toEqual([]);
  expect(sheets).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ signedInAs: player('naskila') });

  test("a layout's home names in its Link header every script it loads to greet the player", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    const hinted = await hintedPaths(page, '/condensed/home/naskila');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => !hinted.includes(script))).toEqual([]);
  });

  test("the lazy screens' chunks do not fetch the style sheets the page carries inline", async ({ page }) => {
    const sheets = styleSheetsRequested(page);
    await page.goto(brandUrl('naskila', '/condensed/home/naskila'));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    const inlined = await inlinedStyleSheets(page);
    expect(inlined.length).toBeGreaterThan(0);
    // The dashboard's own chunks bring style sheets of their own: the check is not vacuous.
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
  });

  test("a layout's home shows every image its Link header preloads (the logo and the brand's loader)", async ({
    page,
  }) => {
    const shown = await imagesShown(page);
    const hinted = await hintedImages(page, '/condensed/home/naskila');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    // The loader shows until the cards' first answers are in: after that, both have been shown.
    await expect(page.getByRole('region', { name: /^Welcome, / })).toHaveAttribute('aria-busy', 'false');
    expect(hinted).toEqual(['/assets/brands/naskila/logo.svg', '/assets/brands/naskila/loader.svg']);
    const seen = await shown();
    expect(hinted.filter((image) => !seen.includes(image))).toEqual([]);
  });
});

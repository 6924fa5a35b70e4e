import type { Page } from '@playwright/test';
import { brandUrl } from './browser';
import { expect, player, test } from './fixtures';

/** Where the banner's picture lands inside its box, as object-fit draws it. */
async function bannerGeometry(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.header');
    const banner = document.querySelector<HTMLImageElement>('img.header__strip');
    const main = document.querySelector('main');
    if (!header || !banner || !main || !banner.complete || banner.naturalWidth === 0) return null;
    const box = banner.getBoundingClientRect();
    const fit = getComputedStyle(banner).objectFit;
    const sx = box.width / banner.naturalWidth;
    const sy = box.height / banner.naturalHeight;
    const scale = fit === 'contain' ? Math.min(sx, sy) : fit === 'cover' ? Math.max(sx, sy) : NaN;
    const drawn =
      fit === 'fill'
        ? { width: box.width, height: box.height }
        : { width: banner.naturalWidth * scale, height: banner.naturalHeight * scale };
    return {
      headerBottom: header.getBoundingClientRect().bottom,
      bannerTop: box.top,
      bannerBottom: box.bottom,
      box: { width: box.width, height: box.height },
      drawn,
      mainTop: main.getBoundingClientRect().top,
      viewportWidth: window.innerWidth,
    };
  });
}

const normalize = (stack: string) =>
  stack
    .replace(/["']/g, '')
    .replace(/\s*,\s*/g, ',')
    .trim();

for (const brand of ['rwlv', 'southland']) {
  test.describe(`the mobile layout of ${brand} at 390×844`, () => {
    test.use({
      signedInAs: player(brand),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });

    test('shows the whole brand banner below the header bar, never under it', async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page).toHaveURL(brandUrl(brand, `/mobile/home/${brand}`));
      await expect(page.getByRole('img', { name: /banner/ })).toBeVisible();
      await expect.poll(() => bannerGeometry(page)).not.toBeNull();
      const geometry = (await bannerGeometry(page))!;

      expect(geometry.bannerTop).toBeGreaterThanOrEqual(geometry.headerBottom - 0.5);
      expect(geometry.mainTop).toBeGreaterThanOrEqual(geometry.bannerBottom - 0.5);
      expect(geometry.box.width).toBeCloseTo(geometry.viewportWidth, 0);
      // Nothing of the picture is cropped: it is drawn within its box on both axes.
      expect(geometry.drawn.width).toBeLessThanOrEqual(geometry.box.width + 0.5);
      expect(geometry.drawn.height).toBeLessThanOrEqual(geometry.box.height + 0.5);
      // ...and it fills the phone's width, so the brand's name on it is legible.
      expect(geometry.drawn.width).toBeGreaterThanOrEqual(geometry.box.width - 1);

      await page.getByRole('button', { name: 'Menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      const menuTop = await menu.evaluate((el) => el.getBoundingClientRect().top);
      expect(menuTop).toBeGreaterThanOrEqual(geometry.bannerBottom - 0.5);
      await page.screenshot({
        path: test.info().outputPath(`${brand}-mobile-390x844.png`),
        animations: 'disabled',
      });
    });

    test('headings, text and controls use the brand fonts with a sans-serif fallback', async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      await page.goto(brandUrl(brand, '/'));
      await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
      const fonts = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const family = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? getComputedStyle(el).fontFamily : null;
        };
        return {
          body: root.getPropertyValue('--font-body'),
          heading: root.getPropertyValue('--font-heading'),
          h1: family('h1'),
          text: family('main p'),
          title: family('.header__title'),
          button: family('main button'),
          menuToggle: family('.header__toggle'),
          input: family('main input'),
        };
      });
      const body = normalize(fonts.body);
      const heading = normalize(fonts.heading);
      expect(body).not.toBe('');
      for (const [what, stack] of Object.entries(fonts)) {
        if (what === 'body' || what === 'heading') continue;
        expect(stack, what).not.toBeNull();
        const used = normalize(stack!);
        const brandStack = what === 'h1' || what === 'title' ? heading : body;
        expect(used.startsWith(brandStack), `${what}: ${used}`).toBe(true);
        expect(used.endsWith(',sans-serif'), `${what}: ${used}`).toBe(true);
      }
      // Local and system faces only: nothing, fonts included, comes from another host.
      expect(fetched.filter((url) => new URL(url).hostname !== `${brand}.localhost`)).toEqual([]);
    });
  });
}

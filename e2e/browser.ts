import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH; Playwright cannot download its own browsers here. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasBrowser = existsSync(chromePath);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/** The CMS simulator the server starts for little-creek outside production, on a known port in e2e. */
export const CMS_SIMULATOR_PORT = E2E_PORT + 1;
export const cmsSimulatorUrl = (path = '/') => `http://127.0.0.1:${CMS_SIMULATOR_PORT}${path}`;

export function brandUrl(brand: string, path = '/'): string {
  return `http://${brand}.localhost:${E2E_PORT}${path}`;
}

/** The second build of update.spec.ts, served to a browser with the `web-build=next` cookie. */
export const NEXT_BUILD_DIR = new URL('../apps/web/dist-next', import.meta.url).pathname;

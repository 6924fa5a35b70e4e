import AxeBuilder from '@axe-core/playwright';
import { CLIENT_ID, STORAGE_KEYS } from '@patron/contracts';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT, brandUrl } from './browser';

export { expect };

export const DEMO = { username: 'demo', password: 'Player#2026' } as const;
export const PENDING = { username: 'pending', password: 'Player#2026' } as const;

/** Signs in through the sign-in form: for the journeys whose subject is signing in. */
export async function signIn(page: Page, brand: string, user: { username: string; password: string }) {
  await page.goto(brandUrl(brand, '/'));
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type TimerWindow = Window & { realTimers?: Pick<Window, 'setTimeout' | 'clearTimeout'> };

/**
 * Installs Playwright's fake clock, keeping the real setTimeout aside for the accessibility scan:
 * axe-core schedules its work with setTimeout, which a paused fake clock would never run.
 */
export async function installClock(page: Page) {
  await page.addInitScript(() => {
    const w = window as TimerWindow;
    w.realTimers = { setTimeout: w.setTimeout.bind(w), clearTimeout: w.clearTimeout.bind(w) } as never;
  });
  await page.clock.install();
}

/**
 * Stops the page's clock a second from now: only the test moves time from there. On a busy machine
 * that second can pass before the call lands ("Cannot fast-forward to the past"); the clock is then
 * read again.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** While axe scans, setTimeout is the real one; the app's intervals (countdowns) stay frozen. */
async function withRealTimeouts<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  const swap = () =>
    page.evaluate(() => {
      const w = window as TimerWindow;
      const real = w.realTimers;
      if (!real) return;
      w.realTimers = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
      w.setTimeout = real.setTimeout;
      w.clearTimeout = real.clearTimeout;
    });
  await swap();
  try {
    return await scan();
  } finally {
    await swap();
  }
}

/** axe-core must find nothing serious or critical (docs/design.md#web-app, WCAG 2.2 AA). */
export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await withRealTimeouts(page, async () => {
    // axe measures colours as drawn: a screen that says it is busy may be about to show content that
    // fades in (the home's cards appear together once their answers are in), so wait for it, then let
    // finite animations (the 0.15 s page fade, docs/product.md#screens-and-routes; a card's 0.5 s fade) end.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      polling: 100,
    });
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { polling: 100 },
    );
    return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Who a journey starts signed in as: a POST /oauth/token grant and the sticky mode flags
 * (docs/product.md#sign-in).
 */
export interface SignedInAs {
  brand: string;
  grant: Record<string, string>;
  flags?: Record<string, string>;
}

export function player(brand: string, user: { username: string; password: string } = DEMO): SignedInAs {
  return { brand, grant: { grant_type: 'password', ...user } };
}

export function kioskCard(brand: string, cardNumber: string, pin: string): SignedInAs {
  return {
    brand,
    grant: { grant_type: 'card_pin', card_number: cardNumber, pin },
    flags: { [STORAGE_KEYS.kioskMode]: '1' },
  };
}

type TokenResponse = { access_token: string; refresh_token?: string };

// A shared session is handed out while its access token has at least half of its 600 s left, so
// no journey needs a refresh, which would rotate the refresh token under the others.
const SHARE_FOR_MS = 300_000;

interface Fixtures {
  /** Starts the page's context with this session in local storage, as after a sign-in. */
  signedInAs: SignedInAs | undefined;
}

interface WorkerFixtures {
  sessionFor: (who: SignedInAs) => Promise<TokenResponse>;
}

/**
 * Journeys about something other than signing in share one API sign-in per identity and worker
 * (Playwright storageState) instead of typing credentials again: fewer password hashes on a busy
 * machine, and no sign-in form between the journey and what it tests.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInAs: [undefined, { option: true }],

  sessionFor: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext();
      const shared = new Map<string, { token: Promise<TokenResponse>; at: number }>();
      await use((who) => {
        const key = JSON.stringify([who.brand, who.grant]);
        const hit = shared.get(key);
        if (hit && Date.now() - hit.at < SHARE_FOR_MS) return hit.token;
        const token = (async () => {
          // The tenant comes from the Host, as for the browser; Node cannot resolve *.localhost.
          const response = await api.post(`http://127.0.0.1:${E2E_PORT}/oauth/token`, {
            headers: { Host: `${who.brand}.localhost:${E2E_PORT}` },
            form: { ...who.grant, client_id: CLIENT_ID },
          });
          expect(response.status(), await response.text()).toBe(200);
          return (await response.json()) as TokenResponse;
        })();
        shared.set(key, { token, at: Date.now() });
        token.catch(() => shared.delete(key));
        return token;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedInAs, sessionFor, storageState }, use) => {
    if (!signedInAs) return use(storageState);
    const token = await sessionFor(signedInAs);
    const currentUser = { access_token: token.access_token, refresh_token: token.refresh_token };
    const flags = Object.entries(signedInAs.flags ?? {}).map(([name, value]) => ({ name, value }));
    await use({
      cookies: [],
      origins: [
        {
          origin: brandUrl(signedInAs.brand, '').replace(/\/$/, ''),
          localStorage: [{ name: STORAGE_KEYS.currentUser, value: JSON.stringify(currentUser) }, ...flags],
        },
      ],
    });
  },
});

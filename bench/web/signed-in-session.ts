/**
 * A signed-in session for the benchmarks' browser: the demo player of a brand signs in through the
 * password grant, and the page's local storage gets the session the portal keeps there.
 */
import { STORAGE_KEYS } from '@patron/contracts';
import type { Page } from 'puppeteer-core';
import { passwordGrantBody } from '../lib/demo-grant';
import { client } from '../lib/http-bench';

/** What the portal keeps of a session: the grant's tokens. */
export type Session = { access_token: string; refresh_token?: string };

/** Signs `demo` of `brand` in on the portal listening on `port`. */
export async function signInDemo(port: number, brand: string): Promise<Session> {
  const { request, close } = client(port);
  const body = passwordGrantBody();
  try {
    const answer = await request(
      'POST',
      '/oauth/token',
      { Host: `${brand}.localhost:${port}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    );
    if (answer.status !== 200) throw new Error(`demo sign-in on ${brand}: ${answer.status} ${answer.body}`);
    const token = JSON.parse(answer.body) as Session;
    return { access_token: token.access_token, refresh_token: token.refresh_token };
  } finally {
    close();
  }
}

/** Stores the session for `origin` in the browser, as the portal does after a sign-in. */
export async function storeSession(page: Page, origin: string, session: Session): Promise<void> {
  // Any same-origin answer gives the page the origin's storage; the favicon is the smallest.
  await page.goto(`${origin}/favicon.ico`);
  await page.evaluate(
    (key, value) => localStorage.setItem(key, value),
    STORAGE_KEYS.currentUser,
    JSON.stringify(session),
  );
}

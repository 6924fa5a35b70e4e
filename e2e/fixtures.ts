import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { brandUrl } from './browser';

export const DEMO = { username: 'demo', password: 'Player#2026' } as const;
export const PENDING = { username: 'pending', password: 'Player#2026' } as const;

export async function signIn(page: Page, brand: string, user: { username: string; password: string }) {
  await page.goto(brandUrl(brand, '/'));
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core must find nothing serious or critical (DESIGN §8, WCAG 2.2 AA). */
export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

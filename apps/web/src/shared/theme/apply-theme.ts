import type { BrandTheme } from '@patron/contracts';
import { afterLoadAndIdle, type LoadingWindow } from '../dom/after-load';
import { setHeadLink } from '../dom/head-link';
import { paths } from '../http/paths';
import type { ThemeName } from './night-mode';

const applied = new Set<string>();

/** setProperty keeps the strict CSP: no inline <style> is injected. */
export function applyTheme(
  theme: BrandTheme,
  name: ThemeName,
  root: HTMLElement = document.documentElement,
): void {
  for (const prop of applied) if (!(prop in theme.cssProps)) root.style.removeProperty(prop);
  applied.clear();
  for (const [prop, value] of Object.entries(theme.cssProps)) {
    root.style.setProperty(prop, value);
    applied.add(prop);
  }
  root.dataset.theme = name;
  root.style.colorScheme = name;
}

/**
 * The brand's name in the title at once; its favicon and the web manifest once the page has loaded
 * (neither shows on the first screen, and their requests competed with it).
 */
export function applyBrandIdentity(iconUri: string, title: string, win: LoadingWindow = window): void {
  win.document.title = title;
  afterLoadAndIdle(() => {
    setHeadLink('icon', iconUri, win.document);
    setHeadLink('manifest', paths.webManifest, win.document);
  }, win);
}

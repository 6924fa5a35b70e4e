import type { BrandTheme } from '@patron/contracts';
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

export function applyBrandIdentity(iconUri: string, title: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = iconUri;
  document.title = title;
}

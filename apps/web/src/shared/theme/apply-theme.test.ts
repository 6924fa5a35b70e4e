import { afterEach, describe, expect, it } from 'vitest';
import type { LoadingWindow } from '../dom/after-load';
import { applyBrandIdentity } from './apply-theme';

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyBrandIdentity', () => {
  it('names the page at once, and links the favicon and the manifest only once the loaded page is idle', () => {
    document.head.innerHTML = '<link rel="icon" href="data:,">';
    const idle: (() => void)[] = [];
    const win = {
      document,
      // The settling wait (shared/dom/after-load.test.ts) passes at once here.
      setTimeout: (run: () => void) => (run(), 1),
      requestIdleCallback: (run: () => void) => (idle.push(run), idle.length),
    } as unknown as LoadingWindow;
    applyBrandIdentity('/assets/brands/rwlv/icon.svg', 'Resorts World Las Vegas', win);
    expect(document.title).toBe('Resorts World Las Vegas');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    idle.forEach((run) => run());
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/assets/brands/rwlv/icon.svg',
    );
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });
});

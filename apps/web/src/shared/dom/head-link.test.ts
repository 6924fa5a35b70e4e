import { afterEach, describe, expect, it } from 'vitest';
import { setHeadLink } from './head-link';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('setHeadLink', () => {
  it('adds the link when the head has none', () => {
    setHeadLink('manifest', '/manifest.webmanifest');
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('repoints the existing link, and leaves the same href untouched', () => {
    document.head.innerHTML = '<link rel="icon" href="data:,">';
    const link = document.head.querySelector('link[rel="icon"]') as HTMLLinkElement;
    setHeadLink('icon', '/assets/brands/naskila/icon.svg');
    expect(link.getAttribute('href')).toBe('/assets/brands/naskila/icon.svg');
    const attributeWrites: string[] = [];
    new MutationObserver((records) =>
      records.forEach((r) => attributeWrites.push(r.attributeName ?? '')),
    ).observe(link, { attributes: true });
    setHeadLink('icon', '/assets/brands/naskila/icon.svg');
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    return Promise.resolve().then(() => expect(attributeWrites).toEqual([]));
  });
});

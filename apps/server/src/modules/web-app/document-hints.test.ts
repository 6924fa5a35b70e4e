import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { brandImageLinks, isSitePath } from './document-hints';
import { inlinedStyles } from './entry-route-files';

/**
 * A build's manifest in Vite's shape: the entry (which holds the sign-in page's code), two shared
 * chunks and the home's two routes. index.html carries one of the entry's style sheets inline.
 */
const manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    imports: ['_shared-BBBBBBBB.js'],
    css: ['assets/index-CCCCCCCC.css', 'assets/index-FFFFFFFF.css'],
  },
  '_shared-BBBBBBBB.js': { file: 'assets/shared-BBBBBBBB.js' },
  '_forms-DDDDDDDD.js': {
    file: 'assets/forms-DDDDDDDD.js',
    imports: ['_shared-BBBBBBBB.js'],
    css: ['assets/forms-EEEEEEEE.css'],
  },
  'src/app/routes/layout-module.tsx': {
    file: 'assets/layout-module-33333333.js',
    imports: ['index.html', '_shared-BBBBBBBB.js'],
    css: ['assets/layout-module-44444444.css'],
  },
  'src/app/routes/home-module.tsx': {
    file: 'assets/home-module-55555555.js',
    imports: ['index.html', '_forms-DDDDDDDD.js'],
  },
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Patron Portal</title><style>p{margin:0}</style>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css" disabled>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-FFFFFFFF.css">',
);
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
// What apps/web/build/entry-route-chunks.ts writes beside it: each entry route's chunk files.
fs.writeFileSync(
  path.join(dist, '.vite', 'entry-routes.json'),
  JSON.stringify({
    signIn: [],
    home: ['assets/layout-module-33333333.js', 'assets/home-module-55555555.js'],
  }),
);
const t = useTestApp({ webDistDir: dist });

const linksOf = async (url: string, brand = 'naskila') => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: `${brand}.localhost`, accept: 'text/html' },
  });
  expect(res.statusCode).toBe(200);
  const header = res.headers.link;
  return typeof header === 'string' ? header.split(', ') : [];
};

const ENTRY = [
  '</assets/index-AAAAAAAA.js>; rel=modulepreload; crossorigin',
  '</assets/shared-BBBBBBBB.js>; rel=modulepreload; crossorigin',
  '</assets/index-FFFFFFFF.css>; rel=preload; as=style; crossorigin',
];

describe('preload hints of the first screens', () => {
  it('the sign-in page names the entry, its linked styles and the brand logo: its code is in the entry', async () => {
    const links = await linksOf('/');
    expect(links).toEqual([
      ...ENTRY,
      '</assets/brands/naskila/logo.svg>; rel=preload; as=image; fetchpriority=high',
    ]);
    expect(await linksOf('/session/login')).toEqual(links);
  });

  it('never preloads a style sheet index.html carries inline', () => {
    const html =
      '<style>a{}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>' +
      "<link disabled rel='stylesheet' href='/assets/b-2.css'><link rel=stylesheet href=/assets/c-3.css disabled>" +
      '<link rel="stylesheet" href="/assets/d-4.css"><link rel="modulepreload" href="/assets/e-5.js" disabled>' +
      '<link rel="stylesheet" href="/assets/f-6.css" data-disabled="no">';
    expect([...inlinedStyles(html)]).toEqual(['/assets/a-1.css', '/assets/b-2.css', '/assets/c-3.css']);
  });

  it("a layout's home names the layout and dashboard chunks, and each brand its own logo and loader", async () => {
    const links = await linksOf('/condensed/home/rwlv', 'rwlv');
    expect(links).toContain('</assets/brands/rwlv/logo.svg>; rel=preload; as=image; fetchpriority=high');
    // The home shows the brand's loader while its first answers come; the sign-in page never does.
    expect(links).toContain('</assets/brands/rwlv/loader.svg>; rel=preload; as=image');
    expect(links).toContain('</assets/layout-module-33333333.js>; rel=modulepreload; crossorigin');
    expect(links).toContain('</assets/home-module-55555555.js>; rel=modulepreload; crossorigin');
    expect(links).toContain('</assets/layout-module-44444444.css>; rel=preload; as=style; crossorigin');
    expect(links.filter((link) => link.includes('sign-in-'))).toEqual([]);
    expect(links.filter((link) => link.includes('naskila'))).toEqual([]);
  });

  it('other pages and the API carry no hints', async () => {
    expect(await linksOf('/session/forgot-password')).toEqual([]);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/Branding',
      headers: { host: 'naskila.localhost' },
    });
    expect(api.headers.link).toBeUndefined();
  });

  it('preloads only a logo path that can travel in a header', () => {
    expect(isSitePath('/assets/brands/naskila/logo.svg')).toBe(true);
    expect(isSitePath('/assets/brands/x/logo%20big.svg')).toBe(true);
    for (const hostile of [
      'https://cdn.example/logo.svg',
      '//cdn.example/logo.svg',
      '/\\cdn.example/logo.svg',
      '/assets/brands/x/\u30ed\u30b4.svg',
      '/assets/brands/x/logo\u0001.svg',
      '/assets/brands/x/logo\u007f.svg',
      '/assets/brands/x/logo one.svg',
      '/assets/x.svg>; rel=preload; as=script, </evil.js',
      '/assets/x.svg\r\nSet-Cookie: a=b',
    ]) {
      expect(isSitePath(hostile), hostile).toBe(false);
    }
  });

  it("preloads the home's loader only where it is a path of this site and not the logo itself", () => {
    const branding = (settings: Record<string, unknown>) => ({
      themes: { default: 'light', light: { settings } },
    });
    const logo = '</assets/brands/x/logo.svg>; rel=preload; as=image; fetchpriority=high';
    expect(
      brandImageLinks(
        branding({ logo: '/assets/brands/x/logo.svg', appLoader: '/assets/brands/x/loader.svg' }),
      ),
    ).toEqual({ signIn: [logo], home: [logo, '</assets/brands/x/loader.svg>; rel=preload; as=image'] });
    for (const appLoader of [undefined, '/assets/brands/x/logo.svg', 'https://cdn.example/loader.svg']) {
      expect(
        brandImageLinks(branding({ logo: '/assets/brands/x/logo.svg', appLoader })),
        String(appLoader),
      ).toEqual({ signIn: [logo], home: [logo] });
    }
    expect(brandImageLinks(undefined)).toEqual({ signIn: [], home: [] });
  });
});

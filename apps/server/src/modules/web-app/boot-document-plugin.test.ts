import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BOOTSTRAP_METADATA_TYPES } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { setMetadata } from '../../test/loyalty-content-fixtures';
import { useTestApp } from '../../test/test-app';

const INDEX =
  '<!doctype html><html><head><title>Patron Portal</title></head><body><div id="root"></div></body></html>';
const CATALOG = { app: { name: 'Patron Portal', hostile: '</script><!--' } };
const BOOTSTRAP_URL = `/api/MetaData/${BOOTSTRAP_METADATA_TYPES.join(',')}`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.mkdirSync(path.join(dist, 'assets', 'l10n'), { recursive: true });
fs.writeFileSync(path.join(dist, 'assets', 'l10n', 'en-US.json'), JSON.stringify(CATALOG, null, 2));
const t = useTestApp({ webDistDir: dist });

const page = (url: string, brand = 'naskila', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: `${brand}.localhost`, accept: 'text/html', ...headers },
  });

const api = async (url: string, brand = 'naskila') =>
  (await t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost` } })).body;

/** Each data block's text, as the browser's parser ends it (at the first `</script`). */
function blocksOf(html: string): Record<string, { url: string; json: unknown }> {
  const blocks: Record<string, { url: string; json: unknown }> = {};
  for (const [, id = '', url = '', text = ''] of html.matchAll(
    /<script type="application\/json" id="([^"]+)" data-url="([^"]+)">([\s\S]*?)<\/script/gi,
  )) {
    blocks[id] = { url, json: JSON.parse(text) };
  }
  return blocks;
}

describe('portal pages carry the bootstrap data of their Host', () => {
  it.each(['/', '/session/login', '/condensed/home/naskila', '/kiosk/lucid/home'])(
    '%s holds what the two metadata requests and the catalog answer',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(blocksOf(res.body)).toEqual({
        'boot-client-account': {
          url: '/api/MetaData/ClientAccount',
          json: JSON.parse(await api('/api/MetaData/ClientAccount')),
        },
        'boot-metadata': { url: BOOTSTRAP_URL, json: JSON.parse(await api(BOOTSTRAP_URL)) },
        'boot-l10n': { url: '/assets/l10n/en-US.json', json: CATALOG },
      });
    },
  );

  it("gives each Host its own tenant's data", async () => {
    const rwlv = blocksOf((await page('/', 'rwlv')).body);
    const naskila = blocksOf((await page('/', 'naskila')).body);
    expect(rwlv['boot-client-account']?.json).toEqual(
      JSON.parse(await api('/api/MetaData/ClientAccount', 'rwlv')),
    );
    expect(rwlv['boot-client-account']?.json).not.toEqual(naskila['boot-client-account']?.json);
    expect(rwlv['boot-metadata']?.json).toEqual(JSON.parse(await api(BOOTSTRAP_URL, 'rwlv')));
  });

  it('goes out private, revalidated on every use, varying on X-Target, with a tag answered 304', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/\bX-Target\b/);
    const etag = String(res.headers.etag);
    const again = await page('/', 'naskila', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const rwlv = await page('/', 'rwlv', { 'if-none-match': etag });
    expect(rwlv.statusCode).toBe(200);
  });

  it('is compressed for a browser that accepts brotli', async () => {
    const plain = await page('/session/login');
    const res = await t.app.inject({
      method: 'GET',
      url: '/session/login',
      headers: { host: 'naskila.localhost', accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it.each([
    ['another page', '/session/forgot-password', {}],
    ['a signed-in page other than the home', '/condensed/profile', {}],
    ['the file itself (the service worker precaches it)', '/index.html', {}],
    ['a tenant named by X-Target', '/', { 'x-target': 'rwlv' }],
  ])('is the plain index.html for %s', async (_name, url, headers: Record<string, string>) => {
    const res = await page(url, 'naskila', headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it("reads the metadata through the service's cache, as the API answers it", async () => {
    const before = blocksOf((await page('/', 'southland')).body);
    await setMetadata(t.db, 'southland', 'ClientAccount', { account: { hash: 'edited', name: 'Edited' } });
    const after = blocksOf((await page('/', 'southland')).body);
    expect(after['boot-client-account']?.json).toEqual(before['boot-client-account']?.json);
    expect(after['boot-client-account']?.json).toEqual(
      JSON.parse(await api('/api/MetaData/ClientAccount', 'southland')),
    );
  });

  it('follows a build replaced under the running server: the page names the new build', async () => {
    const next = INDEX.replace(
      '<title>Patron Portal</title>',
      '<title>Patron Portal</title><script src="/assets/next.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'index.html'), next);
    try {
      const res = await page('/');
      expect(res.body.startsWith(next.slice(0, next.indexOf('</body>')))).toBe(true);
      expect(blocksOf(res.body)['boot-l10n']?.json).toEqual(CATALOG);
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../test/test-app';

function writeBuild(title: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: title }));
  const js = `console.log(${JSON.stringify(title.repeat(200))})`;
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc12345.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc12345.js.br'), brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc12345.js.gz'), gzipSync(js));
  return { dir, js };
}

const current = writeBuild('current build');
const next = writeBuild('next build');
const t = useTestApp({ webDistDir: current.dir, webDistNextDir: next.dir });
const html = { accept: 'text/html' };
const nextCookie = { cookie: 'other=1; web-build=next' };

describe('static files', () => {
  it('sends the precompressed brotli or gzip file with its Content-Encoding, and the plain one otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc12345.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(current.dir, 'assets/app-abc12345.js.br')));
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url: '/assets/app-abc12345.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/app-abc12345.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(current.js);
  });

  it('never lets a browser keep index.html or version.json without asking', async () => {
    for (const url of ['/', '/version.json', '/condensed/home/naskila']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the next build only to a browser with the web-build=next cookie (dev and test)', async () => {
    const page = await t.app.inject({ url: '/session/login', headers: { ...html, ...nextCookie } });
    expect(page.body).toContain('next build');
    const version = await t.app.inject({ url: '/version.json', headers: nextCookie });
    expect(version.json()).toEqual({ version: 'next build' });
    const js = await t.app.inject({
      url: '/assets/app-abc12345.js',
      headers: { ...nextCookie, 'accept-encoding': 'br' },
    });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.rawPayload).toEqual(fs.readFileSync(path.join(next.dir, 'assets/app-abc12345.js.br')));

    const others = await t.app.inject({ url: '/session/login', headers: html });
    expect(others.body).toContain('current build');
  });

  it('keeps the API and the server pages out of the next build, and no path escapes it', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here', headers: { ...html, ...nextCookie } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: [expect.any(String)] });
    const escape = await t.app.inject({ url: '/..%2f..%2fetc%2fpasswd', headers: nextCookie });
    expect(escape.body).not.toContain('root:');
  });

  it('has no next build in production, whatever WEB_DIST_NEXT_DIR says', () => {
    const env = {
      WEB_DIST_NEXT_DIR: next.dir,
      KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
    };
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).webDistNextDir).toBeUndefined();
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).webDistNextDir).toBe(next.dir);
  });
});

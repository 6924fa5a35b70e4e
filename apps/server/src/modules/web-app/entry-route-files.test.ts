import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEntryRouteFiles } from './entry-route-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function distWith(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_app-core-1.js'], css: ['assets/index-1.css'] },
  '_app-core-1.js': { file: 'assets/app-core-1.js', name: 'app-core' },
  '_signed-in-1.js': { file: 'assets/signed-in-1.js', name: 'signed-in', css: ['assets/signed-in-1.css'] },
  'src/app/routes/layout-module.tsx': {
    file: 'assets/layout-module-1.js',
    imports: ['_app-core-1.js', '_signed-in-1.js'],
    css: ['assets/layout-module-1.css'],
  },
  'src/app/routes/home-module.tsx': { file: 'assets/home-module-1.js', imports: ['_signed-in-1.js'] },
};
const index = '<link rel="stylesheet" href="/assets/index-1.css" disabled>';

describe('readEntryRouteFiles', () => {
  it("follows the build's list of each entry route's chunks through the manifest", () => {
    const dist = distWith({
      '.vite/manifest.json': manifest,
      '.vite/entry-routes.json': {
        signIn: [],
        home: ['assets/layout-module-1.js', 'assets/home-module-1.js'],
      },
      'index.html': index,
    });
    expect(readEntryRouteFiles(dist)).toEqual({
      document: { scripts: ['/assets/index-1.js', '/assets/app-core-1.js'], styles: [] },
      signIn: { scripts: [], styles: [] },
      home: {
        scripts: ['/assets/layout-module-1.js', '/assets/signed-in-1.js', '/assets/home-module-1.js'],
        styles: ['/assets/layout-module-1.css', '/assets/signed-in-1.css'],
      },
    });
  });

  it('answers nothing for a build without the entry routes list', () => {
    expect(readEntryRouteFiles(distWith({ '.vite/manifest.json': manifest }))).toBeUndefined();
  });
});

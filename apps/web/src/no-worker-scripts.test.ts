import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server sends the scripts under /assets without a CSP (apps/server/src/plugins/security.ts:
 * only a document or a worker applies the CSP of its own response). A worker or worklet built from
 * the app's sources would land there and run with no CSP: it needs that header back first.
 */
const WORKER = /\bnew\s+(?:Shared)?Worker\s*\(|\?(?:shared)?worker\b|\.addModule\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('scripts under /assets', () => {
  it('none is a worker or a worklet', () => {
    const files = sources(path.join(import.meta.dirname, '.'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => WORKER.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would notice one', () => {
    for (const code of ["new Worker(new URL('./x.ts', import.meta.url))", "import X from './x?worker'"])
      expect(WORKER.test(code), code).toBe(true);
    expect(WORKER.test("navigator.serviceWorker.register('/sw.js')")).toBe(false);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The config module: config.ts, the files beside it that it is made of, and the config/ folder. */
function isConfigModule(file: string): boolean {
  return /^config(-[\w-]+)?\.ts$/.test(file) || file.startsWith('config/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('process.env', () => {
  it('is read only by the config module, which hands the others what they need', () => {
    const readers = sourceFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !isConfigModule(file))
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});

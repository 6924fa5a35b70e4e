/**
 * Where a route's JS goes: builds the web app with a plugin that sums each chunk's rendered bytes by
 * package (node_modules) or source folder, and prints the chunks a route loads.
 *   npx tsx bench/web/module-sizes.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { repoRoot } from '../lib/http-bench';

type Row = { file: string; isEntry: boolean; imports: string[]; parts: [string, number][] };

function owner(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg?.[1]) return pkg[1];
  return path.relative(repoRoot, id).replace(/\/[^/]+$/, '');
}

export function moduleSizesPlugin(rows: Row[]): Plugin {
  return {
    name: 'module-sizes',
    generateBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const parts = new Map<string, number>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          parts.set(owner(id), (parts.get(owner(id)) ?? 0) + m.renderedLength);
        }
        rows.push({
          file,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          parts: [...parts].sort((a, b) => b[1] - a[1]),
        });
      }
    },
  };
}

export async function moduleSizes(): Promise<Row[]> {
  const rows: Row[] = [];
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'module-sizes-'));
  try {
    await build({
      root: path.join(repoRoot, 'apps/web'),
      logLevel: 'warn',
      plugins: [moduleSizesPlugin(rows)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await moduleSizes();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  for (const row of rows.sort((a, b) => Number(b.isEntry) - Number(a.isEntry))) {
    const total = row.parts.reduce((s, [, n]) => s + n, 0);
    if (total < 2048) continue;
    console.log(
      `${row.file}${row.isEntry ? ' (entry)' : ''}: ${kb(total)} rendered, imports ${row.imports.join(', ') || '-'}`,
    );
    for (const [name, bytes] of row.parts.slice(0, 15))
      console.log(`  ${name.padEnd(50)} ${kb(bytes).padStart(10)}`);
  }
}

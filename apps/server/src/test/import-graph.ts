import { readFileSync } from 'node:fs';
import path from 'node:path';

// Run-time imports: `import type` is erased and `import(…)` loads on demand.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
// Every static import, `import type` and `export type … from` too.
const ANY_IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

export type ImportGraph = {
  /** Source file → the local files it imports, all absolute. */
  edges: Map<string, string[]>;
  /** Packages imported anywhere in the graph (`@scope/name` or `name`). */
  packages: Set<string>;
};

function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  return base.endsWith('.json') ? base : `${base.replace(/\.js$/, '')}.ts`;
}

const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);

/**
 * The static import graph reachable from the entry files: run-time imports only, or with
 * `{ typeImports: true }` type-only ones too.
 */
export function importGraph(entries: string[], options: { typeImports?: boolean } = {}): ImportGraph {
  const pattern = options.typeImports ? ANY_IMPORT : STATIC_IMPORT;
  const edges = new Map<string, string[]>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (edges.has(file) || file.endsWith('.json')) return;
    const local: string[] = [];
    edges.set(file, local);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (spec.startsWith('.')) local.push(resolveLocal(file, spec));
      else packages.add(packageName(spec));
    }
    local.forEach(visit);
  };
  entries.forEach(visit);
  return { edges, packages };
}

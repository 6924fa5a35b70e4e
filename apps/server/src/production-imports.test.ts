import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import serverPackage from '../package.json' with { type: 'json' };

const SRC = import.meta.dirname;
// Static imports only: `import(…)` (dev code loaded on demand) and `import type` never load at run time.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  return base.endsWith('.json') ? base : `${base.replace(/\.js$/, '')}.ts`;
}

/** Every file and package the production entry point loads before it decides to load dev code. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || file.endsWith('.json')) return;
    files.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) visit(resolveLocal(file, spec));
      else
        packages.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec),
        );
    }
  };
  visit(entry);
  return { files: [...files].map((f) => path.relative(SRC, f)), packages: [...packages] };
}

describe('production import graph (DESIGN §9)', () => {
  const graph = staticGraph(path.join(SRC, 'server.ts'));

  it('follows the graph through app.ts', () => {
    expect(graph.files).toEqual(expect.arrayContaining(['app.ts', 'config.ts', 'plugins/metrics.ts']));
  });

  it('loads no dev code and no dev OIDC provider', () => {
    expect(graph.files.filter((f) => f.startsWith('dev/'))).toEqual([]);
    expect(graph.packages).not.toContain('oidc-provider');
  });

  it('keeps oidc-provider a dev dependency only', () => {
    expect(serverPackage.dependencies).not.toHaveProperty(['oidc-provider']);
    expect(serverPackage.devDependencies).toHaveProperty(['oidc-provider']);
  });

  it('needs no package that is not a production dependency', () => {
    const allowed = new Set(Object.keys(serverPackage.dependencies));
    const builtin = (p: string) => p.startsWith('node:');
    expect(graph.packages.filter((p) => !builtin(p) && !allowed.has(p))).toEqual([]);
  });
});

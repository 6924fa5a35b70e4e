import path from 'node:path';
import { describe, expect, it } from 'vitest';
import serverPackage from '../package.json' with { type: 'json' };
import { importGraph } from './test/import-graph';

const SRC = import.meta.dirname;

describe('production import graph', () => {
  const graph = importGraph([path.join(SRC, 'server.ts')]);
  const files = [...graph.edges.keys()].map((f) => path.relative(SRC, f));

  it('follows the graph through app.ts', () => {
    expect(files).toEqual(expect.arrayContaining(['app.ts', 'config.ts', 'plugins/metrics.ts']));
  });

  it('loads no dev code and no dev OIDC provider', () => {
    expect(files.filter((f) => f.startsWith('dev/'))).toEqual([]);
    expect([...graph.packages]).not.toContain('oidc-provider');
  });

  it('keeps oidc-provider a dev dependency only', () => {
    expect(serverPackage.dependencies).not.toHaveProperty(['oidc-provider']);
    expect(serverPackage.devDependencies).toHaveProperty(['oidc-provider']);
  });

  it('needs no package that is not a production dependency', () => {
    const allowed = new Set(Object.keys(serverPackage.dependencies));
    const missing = [...graph.packages].filter((p) => !p.startsWith('node:') && !allowed.has(p));
    expect(missing).toEqual([]);
  });
});

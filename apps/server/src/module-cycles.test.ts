import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './test/import-graph';

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');

/** modules/<name>/… → <name>; anything outside modules/ is not a module. */
function moduleOf(file: string): string | undefined {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
}

/** Module → the other modules its files import at run time. */
function moduleDependencies(): Map<string, Set<string>> {
  const { edges } = importGraph([path.join(SRC, 'server.ts'), path.join(SRC, 'app.ts')]);
  const deps = new Map<string, Set<string>>();
  for (const [file, imports] of edges) {
    const from = moduleOf(file);
    if (!from) continue;
    const set = deps.get(from) ?? new Set<string>();
    deps.set(from, set);
    for (const target of imports) {
      const to = moduleOf(target);
      if (to && to !== from) set.add(to);
    }
  }
  return deps;
}

function findCycle(deps: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of deps.get(node) ?? []) {
      const cycle = walk(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of deps.keys()) {
    const cycle = walk(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('modules (CONVENTIONS: no import circle between two modules)', () => {
  it('import each other without a cycle', () => {
    const deps = moduleDependencies();
    expect(deps.get('oauth')).toBeDefined();
    expect(findCycle(deps)).toBeUndefined();
  });
});

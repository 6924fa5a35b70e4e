import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './test/import-graph';

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');

/** A folder of modules (modules/sign-in/<part>/…): it holds folders only, no source of its own. */
function isGroupFolder(name: string): boolean {
  const entries = readdirSync(path.join(MODULES, name), { withFileTypes: true });
  return entries.every((entry) => entry.isDirectory());
}

/**
 * modules/<name>/… → <name>, and modules/<group>/<part>/… → <group>/<part> for a group folder;
 * anything outside modules/ is not a module.
 */
export function moduleOf(file: string, isGroup: (name: string) => boolean = isGroupFolder) {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..')) return undefined;
  const [name = '', part, ...rest] = rel.split(path.sep);
  return part !== undefined && rest.length > 0 && isGroup(name) ? `${name}/${part}` : name;
}

/** Module → the other modules its files import, type-only imports included. */
function moduleDependencies(): Map<string, Set<string>> {
  const { edges } = importGraph([path.join(SRC, 'server.ts'), path.join(SRC, 'app.ts')], {
    typeImports: true,
  });
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

/** Every cycle found, each once (from the module where the walk entered it). */
function findCycles(deps: Map<string, Set<string>>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const walk = (node: string) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      cycles.push([...stack.slice(stack.indexOf(node)), node]);
      return;
    }
    state.set(node, 'open');
    stack.push(node);
    for (const next of deps.get(node) ?? []) walk(next);
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of deps.keys()) walk(node);
  return cycles;
}

describe('modules (CONVENTIONS: no import circle between two modules)', () => {
  it('import each other without a cycle, type-only imports included', () => {
    const deps = moduleDependencies();
    expect(deps.get('sign-in/oauth')).toBeDefined();
    expect(findCycles(deps).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('counts each part of a group folder as a module of its own', () => {
    const isGroup = (name: string) => name === 'sign-in';
    const file = (...parts: string[]) => path.join(MODULES, ...parts);
    expect(moduleOf(file('sign-in', 'oauth', 'grants', 'password.grant.ts'), isGroup)).toBe('sign-in/oauth');
    expect(moduleOf(file('sign-in', 'users', 'users.repository.ts'), isGroup)).toBe('sign-in/users');
    expect(moduleOf(file('oauth', 'grants', 'password.grant.ts'), isGroup)).toBe('oauth');
    expect(moduleOf(file('accounts', 'accounts.module.ts'), isGroup)).toBe('accounts');
    expect(moduleOf(path.join(SRC, 'lib', 'errors.ts'), isGroup)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudgets, routeFiles, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/a.tsx', 'src/b.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', '_a-dep.js'] },
  '_a-dep.js': { file: 'assets/a-dep.js', imports: ['index.html'] },
  'src/b.tsx': { file: 'assets/b.js', imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  '_style.css': { file: 'assets/style.css' },
  '_group-x1.js': { file: 'assets/group-x1.js', name: 'group', imports: ['_shared.js'] },
};

describe('bundle budget', () => {
  it('counts the entry, the route modules and their static imports, once each, never other lazy chunks', () => {
    expect(routeFiles(manifest, ['src/a.tsx']).sort()).toEqual(
      ['assets/a-dep.js', 'assets/a.js', 'assets/index.js', 'assets/shared.js'].sort(),
    );
  });

  it('finds a chunk group by its name', () => {
    expect(routeFiles(manifest, ['group']).sort()).toEqual(
      ['assets/group-x1.js', 'assets/index.js', 'assets/shared.js'].sort(),
    );
  });

  it('passes a route within its budget and fails one past it', () => {
    const size = (file: string) => (file === 'assets/big.js' ? 4096 : 1024);
    const results = checkBudgets(
      manifest,
      { signIn: { modules: ['src/a.tsx'], maxGzipKiB: 4 }, home: { modules: ['src/b.tsx'], maxGzipKiB: 6 } },
      size,
    );
    expect(results).toEqual([
      { route: 'signIn', gzipKiB: 4, maxGzipKiB: 4, files: 4, ok: true },
      { route: 'home', gzipKiB: 7, maxGzipKiB: 6, files: 4, ok: false },
    ]);
  });

  it('refuses a budget naming a module that is not a chunk (a renamed route must not pass silently)', () => {
    expect(() => routeFiles(manifest, ['src/renamed.tsx'])).toThrow(/src\/renamed\.tsx/);
  });
});

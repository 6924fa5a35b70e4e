import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dropFromManifest,
  dropPreloadDependency,
  moveRuntimeIntoAppCore,
  runtimeInAppCore,
  splitRuntime,
} from './runtime-in-app-core';

const RUNTIME = 'assets/rolldown-runtime-R1.js';
const CORE = 'assets/app-core-C1.js';

const chunk = (fileName: string, name: string, code: string, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name,
  code,
  imports,
  dynamicImports: [] as string[],
  exports: [] as string[],
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

const html = `<head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-R1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-core-C1.js">
  </head>`;
const manifest = {
  _lazy: { file: 'assets/lazy-L1.js', imports: ['_rolldown-runtime-R1.js', '_app-core-C1.js'] },
  '_app-core-C1.js': { file: CORE, name: 'app-core', imports: ['_rolldown-runtime-R1.js'] },
  '_rolldown-runtime-R1.js': { file: RUNTIME, name: 'rolldown-runtime' },
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_rolldown-runtime-R1.js', '_app-core-C1.js'],
    dynamicImports: ['_lazy'],
  },
};

/** A bundle shaped like the real one: the runtime's helpers double and add one, and everyone uses them. */
function fakeBundle() {
  const mapDeps =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy-L1.js","assets/rolldown-runtime-R1.js","assets/app-core-C1.js"])))=>i.map(i=>d[i]);\n';
  const outputs = [
    chunk(RUNTIME, 'rolldown-runtime', 'var e=a=>a*2,t=a=>a+1;export { e as n, t as r };'),
    chunk(CORE, 'app-core', 'import{n as e,r}from"./rolldown-runtime-R1.js";var t=r(e(20));export{t as a};', [
      RUNTIME,
    ]),
    chunk(
      'assets/index-E1.js',
      'index',
      mapDeps +
        'import{r as e}from"./rolldown-runtime-R1.js";import{a as t}from"./app-core-C1.js";' +
        'globalThis.out=[e(t),__vite__mapDeps([0,1,2]),__vite__mapDeps([2,1])];',
      [RUNTIME, CORE],
    ),
    chunk(
      'assets/lazy-L1.js',
      'lazy',
      'import { n as x } from "./rolldown-runtime-R1.js";\nimport{a as y}from"./app-core-C1.js";export const z=x(y);',
      [RUNTIME, CORE],
    ),
    asset('index.html', html),
    asset('.vite/manifest.json', JSON.stringify(manifest, undefined, 2)),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

/** Runs the entry, then the lazy chunk, with Node (the chunks written out as ES modules): what they computed. */
function run(bundle: ReturnType<typeof fakeBundle>): unknown {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-in-app-core-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      writeFileSync(path.join(dir, path.basename(output.fileName)), output.code);
    }
    const [entry, lazy] = ['index-E1.js', 'lazy-L1.js'].map((file) => JSON.stringify(path.join(dir, file)));
    const script = `await import(${entry});const{z}=await import(${lazy});console.log(JSON.stringify([...globalThis.out,z]))`;
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the rolldown runtime inside app-core', () => {
  it('runs the same with the runtime in app-core as in a file of its own, and preloads all but it', () => {
    const bundle = fakeBundle();
    expect(run(bundle)).toEqual([
      42,
      ['assets/lazy-L1.js', 'assets/rolldown-runtime-R1.js', 'assets/app-core-C1.js'],
      ['assets/app-core-C1.js', 'assets/rolldown-runtime-R1.js'],
      82,
    ]);
    moveRuntimeIntoAppCore(bundle);
    expect(run(bundle)).toEqual([
      42,
      ['assets/lazy-L1.js', 'assets/app-core-C1.js'],
      ['assets/app-core-C1.js'],
      82,
    ]);
  });

  it('exports the runtime from app-core, imports it from there, and leaves no trace of its file', () => {
    const bundle = fakeBundle();
    moveRuntimeIntoAppCore(bundle);

    expect(Object.keys(bundle)).not.toContain(RUNTIME);
    const core = bundle[CORE];
    expect(core?.type === 'chunk' && core.code).toMatch(
      /^var __rt\$=\(\(\)=>\{var e=a=>a\*2,t=a=>a\+1;return\{n:e,r:t\}\}\)\(\);/,
    );
    expect(core?.type === 'chunk' && core.code).toContain('export{__rt$n,__rt$r};');
    expect(core?.type === 'chunk' && core.exports).toEqual(['__rt$n', '__rt$r']);
    expect(core?.type === 'chunk' && core.imports).toEqual([]);
    const lazy = bundle['assets/lazy-L1.js'];
    expect(lazy?.type === 'chunk' && lazy.code).toBe(
      'import{__rt$n as x}from"./app-core-C1.js";\nimport{a as y}from"./app-core-C1.js";export const z=x(y);',
    );
    expect(lazy?.type === 'chunk' && lazy.imports).toEqual([CORE]);
    const entry = bundle['assets/index-E1.js'];
    expect(entry?.type === 'chunk' && entry.code).toContain(
      'm.f=["assets/lazy-L1.js","assets/app-core-C1.js"]',
    );
    expect(entry?.type === 'chunk' && entry.code).toContain('__vite__mapDeps([0,1]),__vite__mapDeps([1])');

    expect(bundle['index.html']?.type === 'asset' && bundle['index.html'].source).toBe(`<head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-core-C1.js">
  </head>`);
    const written = bundle['.vite/manifest.json'];
    const edited = JSON.parse(written?.type === 'asset' ? String(written.source) : '{}') as Record<
      string,
      unknown
    >;
    expect(edited).toEqual({
      _lazy: { file: 'assets/lazy-L1.js', imports: ['_app-core-C1.js'] },
      '_app-core-C1.js': { file: CORE, name: 'app-core' },
      'index.html': { ...manifest['index.html'], imports: ['_app-core-C1.js'] },
    });
    expect(written?.type === 'asset' && written.source).toBe(JSON.stringify(edited, undefined, 2));
    for (const output of Object.values(bundle))
      expect(output.type === 'chunk' ? output.code : output.source, output.fileName).not.toContain(
        'rolldown-runtime',
      );
  });

  it('leaves a bundle without a runtime chunk as it is', () => {
    const bundle = fakeBundle();
    delete bundle[RUNTIME];
    const copy = structuredClone(bundle);
    moveRuntimeIntoAppCore(bundle);
    expect(bundle).toEqual(copy);
  });

  it('fails the build when a chunk imports the runtime but not app-core, or there is no app-core', () => {
    const bundle = fakeBundle();
    const lazy = bundle['assets/lazy-L1.js'];
    if (lazy?.type === 'chunk') lazy.imports = [RUNTIME];
    expect(() => moveRuntimeIntoAppCore(bundle)).toThrow(
      /assets\/lazy-L1\.js import\(s\) assets\/rolldown-runtime-R1\.js but not assets\/app-core-C1\.js/,
    );

    const noCore = fakeBundle();
    delete noCore[CORE];
    expect(() => moveRuntimeIntoAppCore(noCore)).toThrow(/expected one app-core chunk/);
  });

  it('fails the build when app-core imports a chunk that imports the runtime: it would run first', () => {
    const bundle = fakeBundle();
    const core = bundle[CORE];
    if (core?.type === 'chunk') core.imports = [RUNTIME, 'assets/lazy-L1.js'];
    expect(() => moveRuntimeIntoAppCore(bundle)).toThrow(/app-core-C1\.js imports assets\/lazy-L1\.js/);
  });

  it("turns app-core's own import of the runtime into local names", () => {
    const bundle = fakeBundle();
    moveRuntimeIntoAppCore(bundle);
    const core = bundle[CORE];
    expect(core?.type === 'chunk' && core.code).toContain(
      '\nconst{n:e,r:r}=__rt$;var t=r(e(20));export{t as a};',
    );
    expect(core?.type === 'chunk' && core.code).not.toMatch(/\bimport\b/);
  });
});

describe('reading and editing what Vite wrote', () => {
  it("reads the runtime's exports however they are spaced, and refuses a runtime of another shape", () => {
    const { body, exports } = splitRuntime('var a=1,b=2;\nexport {\n  a as n,b as r ,c\n};\n', RUNTIME);
    expect(body).toBe('var a=1,b=2;\n');
    expect([...exports]).toEqual([
      ['n', 'a'],
      ['r', 'b'],
      ['c', 'c'],
    ]);
    expect(() => splitRuntime('var a=1;', RUNTIME)).toThrow(/does not end with an export/);
    expect(() => splitRuntime('import{x}from"./y.js";var a=x;export{a as n};', RUNTIME)).toThrow(
      /an import or export besides/,
    );
    expect(() => splitRuntime('var a=1;export{a as "n-1"};', RUNTIME)).toThrow(/cannot read/);
  });

  it('fails the build when an importer names something the runtime does not export', () => {
    const bundle = fakeBundle();
    const lazy = bundle['assets/lazy-L1.js'];
    if (lazy?.type === 'chunk') lazy.code = 'import{q as x}from"./rolldown-runtime-R1.js";';
    expect(() => moveRuntimeIntoAppCore(bundle)).toThrow(/imports q, which .* does not export/);
  });

  it('leaves preload lists without the file alone', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a.js"])))=>i.map(i=>d[i]);f(__vite__mapDeps([0]))';
    expect(dropPreloadDependency(code, RUNTIME)).toBe(code);
    expect(dropPreloadDependency('m.f=["assets/rolldown-runtime-R1.js"]', RUNTIME)).toBe(
      'm.f=["assets/rolldown-runtime-R1.js"]',
    );
  });

  it('leaves a manifest without the file alone', () => {
    const source = JSON.stringify({ a: { file: 'a.js' } }, undefined, 2);
    expect(dropFromManifest(source, RUNTIME)).toBe(source);
  });

  it('renames app-core with the rewriting (assets are immutable), and only app-core', () => {
    const augment = runtimeInAppCore().augmentChunkHash as (chunk: { name: string }) => string | undefined;
    expect(augment({ name: 'app-core' })).toMatch(/^[0-9a-f]{16}$/);
    expect(augment({ name: 'index' })).toBeUndefined();
  });

  it('tells whether it moved anything', () => {
    expect(moveRuntimeIntoAppCore({ [CORE]: chunk(CORE, 'app-core', 'export{};') })).toBe(false);
  });
});

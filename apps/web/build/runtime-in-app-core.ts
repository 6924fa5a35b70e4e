/**
 * First load: fewer parallel requests on the first screen. rolldown puts its helpers (`__toESM`,
 * `__commonJS`, ...) in a chunk of their own, under 1 KB, that index.html preloads and the entry,
 * app-core and most lazy chunks import. On the sign-in screen that is one more request before the first
 * paint, which costs a round trip of its own on a slow connection; app-core, which all of the runtime's
 * importers import as well, carries it instead.
 *
 * File names keep the hashes rolldown gave them before this runs: app-core's still changes with the
 * runtime, as its hash covered its import of the runtime's hashed file name, and with this file's
 * own source (augmentChunkHash), so that a change to the rewriting renames app-core and, through
 * their imports of it, every chunk it rewrites: assets are cached as immutable.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { outputText } from './output-text';

type Chunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  code: string;
  imports: string[];
  dynamicImports?: string[];
  exports?: string[];
  map?: unknown;
};
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, Chunk | Asset>;

/** What app-core's prepended runtime is called; its exports are `${RT}n` and so on. */
const RT = '__rt$';
const RUNTIME_FILE = /(^|\/)rolldown-runtime-[^/]+\.js$/;

const fail = (message: string): never => {
  throw new Error(`runtime-in-app-core: ${message}`);
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chunks = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** `./x.js` or `../assets/x.js`: how a chunk names another in an import. */
function specifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** `a as b, c` into [imported, local] pairs. */
function specifiers(list: string, where: string): [string, string][] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [, name, alias] = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item) ?? [];
      return name ? [name, alias ?? name] : fail(`cannot read "${item}" in ${where}`);
    });
}

/** The runtime chunk's code without its final export statement, and its exports (exported name to local). */
export function splitRuntime(code: string, fileName: string): { body: string; exports: Map<string, string> } {
  const match = /\bexport\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  if (!match?.[1]) return fail(`${fileName} does not end with an export { ... } statement`);
  const body = code.slice(0, match.index);
  if (/\b(?:import|export)\b(?!\s*[(.])/.test(body))
    fail(`${fileName} has an import or export besides its final export statement`);
  const exports = new Map(specifiers(match[1], fileName).map(([local, exported]) => [exported, local]));
  return { body, exports };
}

/** A static import of the runtime by the chunk `from`: `import{n as a,t}from"./rolldown-runtime-H.js";`. */
const runtimeImport = (from: string, runtime: string) =>
  new RegExp(
    String.raw`\bimport\s*(?:\{([^}]*)\}\s*from\s*)?(["'])${escape(specifier(from, runtime))}\2\s*;?`,
    'g',
  );

/** The chunks `from` imports statically, directly or not. */
function staticDependencies(bundle: Bundle, from: Chunk): Chunk[] {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    for (const file of chunk.imports) {
      const dependency = bundle[file];
      if (dependency?.type === 'chunk' && !seen.has(dependency)) {
        seen.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(from);
  return [...seen];
}

/** Drops `file` from a chunk's `__vite__mapDeps` list (its lazy imports' preloads), renumbering the calls. */
export function dropPreloadDependency(code: string, file: string): string {
  const list = /(\b__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[)([^\]]*)\]/.exec(code);
  if (!list) return code;
  const [whole, start = '', items = ''] = list;
  let files: string[];
  try {
    files = JSON.parse(`[${items}]`) as string[];
  } catch {
    // Not only file names (renderBuiltUrl): left as it is, for moveRuntimeIntoAppCore's last check to report.
    return code;
  }
  const dropped = files.findIndex((url) => path.posix.basename(url) === path.posix.basename(file));
  if (dropped < 0) return code;
  const kept = files.filter((_, index) => index !== dropped).map((url) => JSON.stringify(url));
  return (
    code.slice(0, list.index) +
    `${start}${kept.join(',')}]` +
    code.slice(list.index + whole.length)
  ).replace(/\b__vite__mapDeps\(\[([\d,\s]*)\]\)/g, (_, indexes: string) => {
    const renumbered = indexes
      .split(',')
      .filter((index) => index.trim())
      .map(Number)
      .filter((index) => index !== dropped)
      .map((index) => (index > dropped ? index - 1 : index));
    return `__vite__mapDeps([${renumbered.join(',')}])`;
  });
}

/** Removes `file`'s entry from a Vite manifest, and its key from the others' imports. */
export function dropFromManifest(source: string, file: string): string {
  type Entry = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(source) as Record<string, Entry>;
  const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
  if (!key) return source;
  delete manifest[key];
  for (const entry of Object.values(manifest)) {
    for (const list of ['imports', 'dynamicImports'] as const) {
      const kept = entry[list]?.filter((name) => name !== key);
      if (kept?.length) entry[list] = kept;
      else delete entry[list];
    }
  }
  return JSON.stringify(manifest, undefined, 2);
}

/**
 * Moves the rolldown runtime chunk into app-core: its code runs first there, inside a function so its
 * names stay its own, and app-core exports what it exported; every other chunk imports that from
 * app-core, which each already imports (checked), so nothing loads or runs in another order.
 */
export function moveRuntimeIntoAppCore(bundle: Bundle): boolean {
  const runtimes = chunks(bundle).filter((chunk) => RUNTIME_FILE.test(chunk.fileName));
  const [runtime] = runtimes;
  if (!runtime) return false;
  if (runtimes.length > 1)
    fail(`more than one runtime chunk: ${runtimes.map((chunk) => chunk.fileName).join(', ')}`);
  const cores = chunks(bundle).filter((chunk) => chunk.name === 'app-core');
  const [core] = cores;
  if (!core || cores.length > 1)
    return fail(
      `expected one app-core chunk (build/chunk-groups.ts) to hold ${runtime.fileName}, found ${cores.length}`,
    );

  const importers = chunks(bundle).filter(
    (chunk) => chunk !== core && chunk.imports.includes(runtime.fileName),
  );
  const without = importers.filter((chunk) => !chunk.imports.includes(core.fileName));
  if (without.length)
    fail(
      `${without.map((chunk) => chunk.fileName).join(', ')} import(s) ${runtime.fileName} but not ${core.fileName}: ` +
        'moving the runtime into app-core would change what they load and when it runs',
    );
  // A chunk app-core imports runs before it: it would read the runtime from app-core before it ran.
  const before = staticDependencies(bundle, core).filter((chunk) => chunk.imports.includes(runtime.fileName));
  if (before.length)
    fail(
      `${core.fileName} imports ${before.map((chunk) => chunk.fileName).join(', ')}, which import(s) the runtime`,
    );
  if (core.code.includes(RT)) fail(`${core.fileName} already uses the name ${RT}`);

  const { body, exports } = splitRuntime(runtime.code, runtime.fileName);
  const exported = (name: string, where: string) =>
    exports.has(name)
      ? `${RT}${name}`
      : fail(`${where} imports ${name}, which ${runtime.fileName} does not export`);

  const ownImports = core.code.replace(runtimeImport(core.fileName, runtime.fileName), (_, list = '') => {
    const pairs = specifiers(list, core.fileName);
    return pairs.length ? `const{${pairs.map(([name, local]) => `${name}:${local}`).join(',')}}=${RT};` : '';
  });
  const names = [...exports.keys()];
  const returned = [...exports].map(([name, local]) => `${name}:${local}`).join(',');
  core.code =
    `var ${RT}=(()=>{${body.trim().replace(/;?$/, ';')}return{${returned}}})();` +
    `const{${names.map((name) => `${name}:${RT}${name}`).join(',')}}=${RT};` +
    `export{${names.map((name) => `${RT}${name}`).join(',')}};\n` +
    ownImports;
  core.imports = core.imports.filter((file) => file !== runtime.fileName);
  core.exports?.push(...names.map((name) => `${RT}${name}`));
  if (core.map) core.map = null;

  for (const chunk of importers) {
    chunk.code = chunk.code.replace(runtimeImport(chunk.fileName, runtime.fileName), (_, list = '') => {
      const pairs = specifiers(list, chunk.fileName);
      const named = pairs.map(([name, local]) => `${exported(name, chunk.fileName)} as ${local}`).join(',');
      // A bare import of the runtime only ordered it before the chunk; app-core's import does that now.
      return pairs.length ? `import{${named}}from"${specifier(chunk.fileName, core.fileName)}";` : '';
    });
    chunk.imports = chunk.imports.filter((file) => file !== runtime.fileName);
  }
  for (const chunk of chunks(bundle)) {
    chunk.code = dropPreloadDependency(chunk.code, runtime.fileName);
    chunk.dynamicImports = chunk.dynamicImports?.filter((file) => file !== runtime.fileName);
  }

  delete bundle[runtime.fileName];
  delete bundle[`${runtime.fileName}.map`];
  const link = new RegExp(
    String.raw`[ \t]*<link\b[^>]*\bhref="[^"]*${escape(path.posix.basename(runtime.fileName))}"[^>]*>\n?`,
    'g',
  );
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset') continue;
    if (output.fileName.endsWith('.html')) output.source = outputText(output.source).replace(link, '');
    else if (/(^|\/)manifest\.json$/.test(output.fileName))
      output.source = dropFromManifest(outputText(output.source), runtime.fileName);
  }

  const left = Object.values(bundle).filter((output) =>
    (output.type === 'chunk' ? output.code : outputText(output.source)).includes(
      path.posix.basename(runtime.fileName),
    ),
  );
  if (left.length)
    fail(`${left.map((output) => output.fileName).join(', ')} still refer(s) to ${runtime.fileName}`);
  return true;
}

/** What app-core's file name must change with: this file, which rewrites what app-core holds. */
function rewritingVersion(): string {
  return createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
}

/** Vite plugin: see the top of this file. */
export function runtimeInAppCore(): Plugin {
  return {
    name: 'runtime-in-app-core',
    apply: 'build',
    augmentChunkHash(chunk) {
      return chunk.name === 'app-core' ? rewritingVersion() : undefined;
    },
    // After Vite has written index.html, the manifest and the preload lists into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!moveRuntimeIntoAppCore(bundle))
          this.warn('no rolldown runtime chunk: nothing to move (is this plugin still needed?)');
      },
    },
  };
}

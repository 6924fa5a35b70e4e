import fs from 'node:fs';
import path from 'node:path';
import type { EntryRoute } from '@patron/contracts';

/** One chunk of Vite's build manifest (`build.manifest: true` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

export interface EntryRouteFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The route modules a first screen loads (apps/web/src/app/routes/routes.tsx loadEntryModules), or
 * the chunk group that holds them (apps/web/build/chunk-groups.ts: the manifest lists no module of a
 * group), as in apps/web/bundle-budget.json. The sign-in page's code is in the entry itself.
 */
export const ENTRY_ROUTE_MODULES = {
  signIn: [],
  home: ['src/app/routes/layout-module.tsx', 'src/app/routes/home-module.tsx'],
} as const satisfies Record<EntryRoute, readonly string[]>;

function readManifest(distDir: string): Record<string, ManifestChunk> | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return undefined;
  }
}

/**
 * The style sheets index.html carries inline (apps/web/build/inline-entry-css.ts): each keeps a
 * disabled `<link rel="stylesheet">` that a browser never fetches, so neither must a preload.
 */
export function inlinedStyles(html: string): Set<string> {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?stylesheet["'\s>]/i.test(tag) || !/\sdisabled(?=[\s>=/])/i.test(tag)) continue;
    const href = /\shref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href) hrefs.add(href);
  }
  return hrefs;
}

function readIndexHtml(distDir: string): string {
  try {
    return fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The scripts and styles of each entry route with everything they import, less what index.html
 * already loads itself (`document`: its entry script, the modulepreloads Vite writes there, its CSS).
 */
export function readEntryRouteFiles(
  distDir: string,
): (Record<EntryRoute, EntryRouteFiles> & { document: EntryRouteFiles }) | undefined {
  const manifest = readManifest(distDir);
  const entry = manifest?.['index.html'];
  if (!manifest || !entry) return undefined;
  const inHtml = new Set<string>(['index.html', ...(entry.imports ?? [])]);
  const inline = inlinedStyles(readIndexHtml(distDir));
  const filesOf = (modules: readonly string[]): EntryRouteFiles => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (module: string) => {
      const key = manifest[module]
        ? module
        : Object.keys(manifest).find((name) => manifest[name]?.name === module && name.endsWith('.js'));
      const chunk = key === undefined ? undefined : manifest[key];
      if (key === undefined || !chunk || inHtml.has(key) || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!inline.has(`/${css}`)) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return { scripts: [...scripts], styles: [...styles] };
  };
  const document: EntryRouteFiles = {
    scripts: [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]
      .filter((file): file is string => Boolean(file))
      .map((file) => `/${file}`),
    styles: (entry.css ?? []).map((file) => `/${file}`).filter((file) => !inline.has(file)),
  };
  return {
    document,
    signIn: filesOf(ENTRY_ROUTE_MODULES.signIn),
    home: filesOf(ENTRY_ROUTE_MODULES.home),
  };
}

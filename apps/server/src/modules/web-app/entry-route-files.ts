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

const ENTRY_ROUTES = ['signIn', 'home'] as const satisfies readonly EntryRoute[];

/**
 * Each entry route's chunk files, as the web's build writes them (apps/web/build/entry-route-chunks.ts):
 * the server knows built files only, never the web's source modules.
 */
type EntryRouteChunks = Record<EntryRoute, string[]>;

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function readManifest(distDir: string): Record<string, ManifestChunk> | undefined {
  return readJson<Record<string, ManifestChunk>>(path.join(distDir, '.vite', 'manifest.json'));
}

function readEntryRouteChunks(distDir: string): EntryRouteChunks | undefined {
  return readJson<EntryRouteChunks>(path.join(distDir, '.vite', 'entry-routes.json'));
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
  const routeChunks = readEntryRouteChunks(distDir);
  if (!manifest || !entry || !routeChunks) return undefined;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const inHtml = new Set<string>(['index.html', ...(entry.imports ?? [])]);
  const inline = inlinedStyles(readIndexHtml(distDir));
  const filesOf = (chunkFiles: readonly string[]): EntryRouteFiles => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key === undefined ? undefined : manifest[key];
      if (key === undefined || !chunk || inHtml.has(key) || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!inline.has(`/${css}`)) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const file of chunkFiles) visit(keyOfFile.get(file));
    return { scripts: [...scripts], styles: [...styles] };
  };
  const document: EntryRouteFiles = {
    scripts: [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]
      .filter((file): file is string => Boolean(file))
      .map((file) => `/${file}`),
    styles: (entry.css ?? []).map((file) => `/${file}`).filter((file) => !inline.has(file)),
  };
  const routes = Object.fromEntries(
    ENTRY_ROUTES.map((route) => [route, filesOf(routeChunks[route] ?? [])]),
  ) as Record<EntryRoute, EntryRouteFiles>;
  return { document, ...routes };
}

import type { Plugin } from 'vite';

type BundleOutput = { type: string; fileName: string; isEntry?: boolean; moduleIds?: string[] };

/** The file of the chunk that holds src/boot.ts: not the entry, or it would run after everything. */
export function bootChunkFile(bundle: Record<string, BundleOutput> | undefined): string {
  const boot = Object.values(bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.moduleIds?.some((id) => /[\\/]src[\\/]boot\.ts$/.test(id)),
  );
  if (!boot) throw new Error('boot-script: no chunk holds src/boot.ts');
  if (boot.isEntry) throw new Error('boot-script: src/boot.ts is in the entry chunk (build/chunk-groups.ts)');
  return boot.fileName;
}

/**
 * First load: index.html runs the chunk that holds src/boot.ts (app-core, build/chunk-groups.ts) as an
 * async module script of its own. The entry imports it as well, but an entry's imports run only once
 * all of its files are in; on its own the chunk starts the strings and a dashboard's profile request
 * as soon as it has loaded, while the entry's 90 KB are still on their way. A module runs once (the
 * same URL as the entry's import: the configured base).
 */
export function bootScript(): Plugin {
  let base = '/';
  return {
    name: 'boot-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${bootChunkFile(bundle)}` },
          injectTo: 'head',
        },
      ],
    },
  };
}

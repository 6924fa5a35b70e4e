import type { Plugin } from 'vite';

/**
 * Issue 10: index.html runs the chunk that holds src/boot.ts (app-core, build/chunk-groups.ts) as an
 * async module script of its own. The entry imports it as well, but an entry's imports run only once
 * all of its files are in; on its own the chunk starts the strings and a dashboard's profile request
 * as soon as it has loaded, while the entry's 90 KB are still on their way. A module runs once.
 */
export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.moduleIds.some((id) => /[\\/]src[\\/]boot\.ts$/.test(id)),
        );
        if (!boot) throw new Error('boot-script: no chunk holds src/boot.ts');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

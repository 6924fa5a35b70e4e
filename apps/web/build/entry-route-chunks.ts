import path from 'node:path';
import type { Plugin } from 'vite';
import budgets from '../bundle-budget.json' with { type: 'json' };

/** Where the server finds, per first screen, the chunk files its route modules became. */
export const ENTRY_ROUTE_CHUNKS_FILE = '.vite/entry-routes.json';

/** The first screens the server preloads (its EntryRoute), with the route modules each loads. */
const ENTRY_ROUTES = { signIn: budgets.signIn.modules, home: budgets.home.modules };

/**
 * Writes each entry route's chunk files (the chunk holding each route module, or the chunk group
 * of that name) so the server reads built file names rather than naming the web's source files.
 */
export function entryRouteChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'patron:entry-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const chunkOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk =
          chunks.find((item) => item.facadeModuleId === id || item.moduleIds.includes(id)) ??
          chunks.find((item) => item.name === module);
        if (!chunk) this.error(`entry route module ${module} is in no chunk of this build`);
        return chunk.fileName;
      };
      const files = Object.fromEntries(
        Object.entries(ENTRY_ROUTES).map(([route, modules]) => [route, modules.map(chunkOf)]),
      );
      this.emitFile({
        type: 'asset',
        fileName: ENTRY_ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}

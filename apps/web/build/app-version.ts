import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * This build's APP_VERSION (docs/product.md#app-updates): `APP_VERSION` from the environment, else the
 * package version and the build time, so every build is a new version to the tabs that have an older one
 * open.
 */
export function resolveAppVersion(env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_VERSION) return env.APP_VERSION;
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return `${version}+${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}`;
}

/** Publishes the version as /version.json, read (never from a cache) by tabs of older builds. */
export function versionFile(version: string): Plugin {
  return {
    name: 'app-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveAppVersion, versionFile } from './build/app-version';
import { precompress } from './build/precompress';
import { serviceWorkerOptions } from './build/service-worker';

const backend = 'http://localhost:8080';
const appVersion = resolveAppVersion();

export default defineConfig({
  plugins: [react(), versionFile(appVersion), VitePWA(serviceWorkerOptions), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // The manifest tells check:bundle which chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      output: {
        // Issue 10: fewer, larger chunks compress better. app-core: what the entry itself needs and
        // the lazy chunks share, which came as seven small files; the query library, for the
        // signed-in screens, which came in six pieces split by importer.
        codeSplitting: {
          groups: [
            {
              name: 'app-core',
              test: /node_modules[\\/]react[\\/]|src[\\/]shared[\\/](i18n|brand|http|validate|storage|session|ui[\\/]toast|query[\\/]response-cache)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'tanstack-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oauth': { target: backend, changeOrigin: false },
      '/social': { target: backend, changeOrigin: false },
    },
  },
});

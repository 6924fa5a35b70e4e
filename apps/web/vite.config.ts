import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveAppVersion, versionFile } from './build/app-version';
import { bootScript } from './build/boot-script';
import { chunkGroups } from './build/chunk-groups';
import { entryRouteChunks } from './build/entry-route-chunks';
import { inlineEntryCss } from './build/inline-entry-css';
import { precompress } from './build/precompress';
import { runtimeInAppCore } from './build/runtime-in-app-core';
import { serviceWorkerOptions } from './build/service-worker';

const backend = 'http://localhost:8080';
const appVersion = resolveAppVersion();

export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    runtimeInAppCore(),
    versionFile(appVersion),
    entryRouteChunks(),
    VitePWA(serviceWorkerOptions),
    inlineEntryCss(),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // The manifest tells check:bundle and the server's preload hints which chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
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

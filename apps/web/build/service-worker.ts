import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SERVICE_WORKER_FILE } from '../src/features/update/api/service-worker-file';

/** Paths the service worker never answers: the API and the server's own pages. */
export const NETWORK_ONLY_PATHS = [
  /^\/api(\/|$)/,
  /^\/oauth(\/|$)/,
  /^\/social(\/|$)/,
  /^\/dev(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/metrics(\/|$)/,
  /^\/healthz(\/|$)/,
  /^\/readyz(\/|$)/,
  // The per-tenant web manifest (perf-api): always the server's answer for the host asking.
  /^\/manifest\.webmanifest$/,
];

/**
 * docs/product.md#app-updates service worker (vite-plugin-pwa, generateSW): the app shell, its code and
 * translations are precached so a repeat visit paints from the cache; nothing else is cached (no runtime
 * caching), so API answers always come from the network. 'prompt': a new build waits until the update prompt
 * activates it (docs/product.md#app-updates). The web manifest is served per tenant by the server, not
 * generated here.
 */
export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  filename: SERVICE_WORKER_FILE,
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  strategies: 'generateSW',
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/l10n/*.json'],
    globIgnores: ['version.json', '**/*.{br,gz}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NETWORK_ONLY_PATHS,
    cleanupOutdatedCaches: true,
    // Activated by the update prompt (SKIP_WAITING), the new worker takes the open tabs at once.
    clientsClaim: true,
    runtimeCaching: [],
  },
};

/** The service worker's file: vite-plugin-pwa writes it (build/service-worker.ts), the app registers it. */
export const SERVICE_WORKER_FILE = 'sw.js';

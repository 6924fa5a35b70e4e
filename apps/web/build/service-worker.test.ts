import { describe, expect, it } from 'vitest';
import { NETWORK_ONLY_PATHS, serviceWorkerOptions } from './service-worker';

const networkOnly = (path: string) => NETWORK_ONLY_PATHS.some((pattern) => pattern.test(path));

describe('the service worker leaves the server its own answers', () => {
  it('generates no web manifest: the server serves one per tenant', () => {
    expect(serviceWorkerOptions.manifest).toBe(false);
  });

  it('never answers the API, the kiosk lobby or the manifest from the app shell', () => {
    for (const path of [
      '/manifest.webmanifest',
      '/api/kiosk/lobby',
      '/api/profile/',
      '/api',
      '/oauth/token',
    ]) {
      expect(networkOnly(path), path).toBe(true);
    }
    expect(serviceWorkerOptions.workbox?.navigateFallbackDenylist).toBe(NETWORK_ONLY_PATHS);
  });

  it('still answers the app routes, and caches nothing at run time', () => {
    for (const path of ['/', '/kiosk', '/condensed/home/naskila', '/session/login', '/apiary']) {
      expect(networkOnly(path), path).toBe(false);
    }
    expect(serviceWorkerOptions.workbox?.runtimeCaching).toEqual([]);
    expect(serviceWorkerOptions.workbox?.globPatterns?.join(' ')).not.toMatch(/webmanifest|api/);
  });
});

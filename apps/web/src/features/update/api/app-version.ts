declare const __APP_VERSION__: string | undefined;

/**
 * This build's version (docs/product.md#app-updates APP_VERSION), fixed at build time; tests run unbuilt as
 * 'dev'.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Where a build publishes its version; never precached, so a tab can read the next build's. */
export const VERSION_URL = '/version.json';

export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(VERSION_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

import { afterLoadAndIdle, type LoadingWindow } from '../dom/after-load';
import { fetchAnalyticsMetadata, setsAnyValue, type AnalyticsMetadataItem } from './analytics-metadata';

/**
 * The tenant's analytics metadata, then the tag module only if that sets a value (most
 * tenants have no key). A failure only means no analytics, never an error for the player.
 */
export async function loadAnalytics(
  install = async (items: AnalyticsMetadataItem[]) =>
    (await import('./load-analytics')).installAnalyticsFrom(items),
  fetchMetadata = fetchAnalyticsMetadata,
): Promise<void> {
  try {
    const items = await fetchMetadata();
    if (setsAnyValue(items)) await install(items);
  } catch {
    /* no analytics this visit */
  }
}

/**
 * docs/product.md#metadata-and-brands analytics, after the first paint: once the page has loaded, settled a
 * second and the browser is idle (shared/dom/after-load.ts), the tenant's analytics metadata is asked for and
 * its tags added.
 */
export function scheduleAnalytics(
  load: () => Promise<unknown> = loadAnalytics,
  win: LoadingWindow = window,
): void {
  afterLoadAndIdle(() => void load().catch(() => undefined), win);
}

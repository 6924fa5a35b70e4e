import { fetchAnalyticsMetadata, setsAnyValue, type AnalyticsMetadataItem } from './analytics-metadata';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/**
 * The tenant's analytics metadata, then the tag module only if that sets a value (issue 10: most
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
 * Spec §7 analytics, after the first paint: once the browser is idle (or 3 s at the latest), the
 * tenant's analytics metadata is asked for and its tags added.
 */
export function scheduleAnalytics(
  load: () => Promise<unknown> = loadAnalytics,
  win: IdleWindow = window,
): void {
  const run = () => void load().catch(() => undefined);
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
  else win.setTimeout(run, 1);
}

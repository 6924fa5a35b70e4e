type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/**
 * Spec §7 analytics, after the first paint: once the browser is idle (or 3 s at the latest), the
 * analytics module is fetched and run. It is a separate chunk, so the first load never carries it.
 */
export function scheduleAnalytics(
  load: () => Promise<unknown> = () => import('./load-analytics').then((m) => m.loadAnalytics()),
  win: IdleWindow = window,
): void {
  const run = () => void load().catch(() => undefined);
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
  else win.setTimeout(run, 1);
}

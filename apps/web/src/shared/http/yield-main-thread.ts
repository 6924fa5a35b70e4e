type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * First load: a fetch() call holds the main thread for milliseconds of its own (the request is built
 * and handed to the network process), more on a slow phone, and the dashboard's cards ask for their
 * data in one commit: four of them were one long task. The http client waits on this before each
 * request (but those the first screen waits for, `immediate`): scheduler.yield, whose continuation
 * goes before other waiting tasks. Undefined where the browser has none: the request starts at once.
 */
export function yieldMainThread(): Promise<void> | undefined {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Issue 10: a fetch() call holds the main thread for milliseconds of its own (the request is built
 * and handed to the network process), more on a slow phone, and the dashboard's cards ask for their
 * data in one commit: four of them were one long task. Each request now starts in a task of its own
 * (scheduler.yield, whose continuation goes before other waiting tasks, so it is not held back by
 * them); where the browser has no scheduler.yield, it starts at once, as before.
 */
export function fetchInOwnTask(
  fetchOnce: (input: string, init: RequestInit) => Promise<Response>,
): (input: string, init: RequestInit) => Promise<Response> {
  return (input, init) => {
    const scheduler = (globalThis as WithScheduler).scheduler;
    if (typeof scheduler?.yield !== 'function') return fetchOnce(input, init);
    return scheduler.yield().then(() => fetchOnce(input, init));
  };
}

export type LoadingWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/** How long after the load event the first screen is left to paint before anything else is asked for. */
export const SETTLE_MS = 1000;

/**
 * Runs `run` once the page has loaded, settled for SETTLE_MS and the browser is idle (3 s later at
 * the latest). First load: what the first screen does not show (the web manifest, the favicon,
 * analytics) asks for nothing before the page's own files and its first screen. The load event
 * alone is not enough: the app draws its first screen after it, and a request that starts then
 * competes with that screen's images for the connections.
 */
export function afterLoadAndIdle(run: () => void, win: LoadingWindow = window): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
    else win.setTimeout(run, 1);
  };
  const settle = () => win.setTimeout(whenIdle, SETTLE_MS);
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}

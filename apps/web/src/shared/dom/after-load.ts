export type LoadingWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/**
 * Runs `run` once the page has loaded and the browser is idle (3 s after the load at the latest).
 * Issue 10: what the first screen does not show (the web manifest, the favicon, analytics) asks for
 * nothing before the page's own files and its first paint.
 */
export function afterLoadAndIdle(run: () => void, win: LoadingWindow = window): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
    else win.setTimeout(run, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

import { UPDATE_CHECK_DEBOUNCE_MS } from '@patron/contracts';

/** docs/product.md#constants: update checks are debounced 1000 ms; a burst of triggers makes one check. */
export function createUpdateChecker(check: () => Promise<unknown>, debounceMs = UPDATE_CHECK_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    request(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void check().catch(() => undefined);
      }, debounceMs);
    },
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

const PERIODIC_CHECK_MS = 10 * 60_000;

/** A tab looks for a new build when it comes back to the front, goes online, and every 10 minutes. */
export function watchForUpdates(target: Window, request: () => void): () => void {
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') request();
  };
  target.addEventListener('focus', request);
  target.addEventListener('online', request);
  target.document.addEventListener('visibilitychange', onVisible);
  const interval = target.setInterval(request, PERIODIC_CHECK_MS);
  return () => {
    target.removeEventListener('focus', request);
    target.removeEventListener('online', request);
    target.document.removeEventListener('visibilitychange', onVisible);
    target.clearInterval(interval);
  };
}

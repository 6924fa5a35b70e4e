/** docs/product.md#sign-in idle: the one place that owns the idle timer (CONVENTIONS: wrap it once). */
export const ACTIVITY_EVENTS = ['click', 'keydown', 'mousemove', 'touchstart', 'scroll'] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  /** docs/product.md#constants: activity in the idle layer is debounced 250 ms. */
  debounceMs: number;
  events: readonly string[];
  onIdle: () => void;
  target?: EventTarget;
}

export interface IdleTimer {
  start: () => void;
  stop: () => void;
}

/**
 * setTimeout only (no requestAnimationFrame, no performance.now) so a test clock can drive it.
 * The first activity re-arms at once; further activity within the debounce window re-arms once at
 * its end, so a steady stream of events neither floods the timers nor lets the session lapse.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const target = options.target ?? window;
  let idleHandle: ReturnType<typeof setTimeout> | undefined;
  let debounceHandle: ReturnType<typeof setTimeout> | undefined;
  let pending = false;

  const arm = () => {
    clearTimeout(idleHandle);
    idleHandle = setTimeout(() => {
      stop();
      options.onIdle();
    }, options.timeoutMs);
  };

  const closeWindow = () => {
    debounceHandle = undefined;
    if (!pending) return;
    pending = false;
    arm();
  };

  const onActivity = () => {
    if (debounceHandle !== undefined) {
      pending = true;
      return;
    }
    arm();
    debounceHandle = setTimeout(closeWindow, options.debounceMs);
  };

  function start(): void {
    stop();
    for (const event of options.events)
      target.addEventListener(event, onActivity, { capture: true, passive: true });
    arm();
  }

  function stop(): void {
    clearTimeout(idleHandle);
    clearTimeout(debounceHandle);
    idleHandle = undefined;
    debounceHandle = undefined;
    pending = false;
    for (const event of options.events) target.removeEventListener(event, onActivity, { capture: true });
  }

  return { start, stop };
}

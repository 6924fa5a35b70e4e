import { ACTIVITY_DEBOUNCE_IDLE_MS } from '@patron/contracts';
import { useEffect, useRef } from 'react';
import { ACTIVITY_EVENTS, createIdleTimer } from '../lib/idle-timer';

interface UseIdleTimerOptions {
  timeoutMs: number;
  enabled: boolean;
  /** docs/product.md#sign-in: on the mobile layout, messages from game frames count as activity. */
  gameMessages: boolean;
  onIdle: () => void;
}

export function useIdleTimer({ timeoutMs, enabled, gameMessages, onIdle }: UseIdleTimerOptions): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = createIdleTimer({
      timeoutMs,
      debounceMs: ACTIVITY_DEBOUNCE_IDLE_MS,
      events: gameMessages ? [...ACTIVITY_EVENTS, 'message'] : ACTIVITY_EVENTS,
      onIdle: () => onIdleRef.current(),
    });
    timer.start();
    return timer.stop;
  }, [enabled, gameMessages, timeoutMs]);
}

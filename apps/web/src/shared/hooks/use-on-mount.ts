import { useEffect, useRef } from 'react';

/**
 * The one run-once hook: acts once per mounted component, also under StrictMode's double effect,
 * so a single-use credential is never posted twice and a resolver never navigates twice.
 */
export function useOnMount(action: () => void): void {
  const done = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}

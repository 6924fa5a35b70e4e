import { useEffect, useRef } from 'react';

/** Runs once per mounted screen, also under StrictMode's double effect. */
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

import { useEffect, useRef } from 'react';

/** Resolvers act once on mount; StrictMode's double effect must not log out or navigate twice. */
export function useOnce(action: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}

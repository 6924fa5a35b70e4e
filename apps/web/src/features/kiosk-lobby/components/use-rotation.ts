import { useEffect, useState } from 'react';

/**
 * A tick that advances every `seconds` while `running`: the attract screen's slides, news and
 * medallions turn their pages on it. Stopped, it keeps its place.
 */
export function useRotation(seconds: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running || seconds <= 0) return;
    const id = window.setInterval(() => setTick((value) => value + 1), seconds * 1000);
    return () => window.clearInterval(id);
  }, [running, seconds]);
  return tick;
}

/** The page of `items` that `tick` shows, `size` at a time, wrapping around. */
export function pageAt<T>(items: readonly T[], size: number, tick: number): T[] {
  if (items.length <= size) return [...items];
  const pages = Math.ceil(items.length / size);
  const start = (tick % pages) * size;
  return items.slice(start, start + size);
}

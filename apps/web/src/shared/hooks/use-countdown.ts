import { useEffect, useRef, useState } from 'react';

/**
 * Counts down once per second from `from` and calls onZero once it reaches 0 (docs/product.md#web-behaviour).
 */
export function useCountdown(from: number, onZero: () => void): number {
  const [seconds, setSeconds] = useState(from);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    const handle = setInterval(() => setSeconds((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(handle);
  }, []);

  useEffect(() => {
    if (seconds === 0) onZeroRef.current();
  }, [seconds]);

  return seconds;
}

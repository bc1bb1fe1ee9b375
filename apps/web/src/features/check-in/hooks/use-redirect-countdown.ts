import { useEffect, useState } from 'react';

/**
 * Calls `onDone` once `ms` have passed, and counts the whole seconds left for the screen.
 * `onDone` should be stable (or its latest value is not used).
 */
export function useRedirectCountdown(ms: number, onDone: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    const start = Date.now();
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((ms - (Date.now() - start)) / 1000)));
    }, 250);
    const done = setTimeout(onDone, ms);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [ms, onDone]);
  return secondsLeft;
}

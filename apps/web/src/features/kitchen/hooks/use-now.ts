import { useEffect, useState } from 'react';

/** The time now, in milliseconds, updated every `everyMs`: the tickets' timers tick with it. */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

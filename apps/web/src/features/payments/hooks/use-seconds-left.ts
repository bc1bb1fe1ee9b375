import { useEffect, useState } from 'react';

const SECOND = 1_000;

/** Whole seconds from now until `until` (never below 0), counted down each second; null without one. */
export function useSecondsLeft(until: string | null): number | null {
  const deadline = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, SECOND);
    return () => clearInterval(timer);
  }, [deadline]);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - now) / SECOND));
}

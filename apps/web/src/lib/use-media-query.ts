import { useSyncExternalStore } from 'react';

// One MediaQueryList per query, kept: React reads the snapshot on every render of every
// component that asks, and building a list each time was a visible share of hydration.
const lists = new Map<string, MediaQueryList>();

function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now; follows changes (e.g. rotating a phone). */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listOf(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

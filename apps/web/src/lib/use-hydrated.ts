import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page; true from the
 * render right after, and at once in anything rendered later. For what only the browser knows
 * (the customer's session, the clock): rendering it during hydration would not match the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

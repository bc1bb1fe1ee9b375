import { startTransition, useEffect, useState } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { isAfterFirstRender } from './first-render.ts';

/**
 * A value of a store the browser keeps (the session, the cart, the wishlist), for a component
 * that hydrates: the server's value (the store's initial state) while it hydrates, then the
 * browser's, switched in a transition, rendered in slices. Read directly, a saved value that
 * differs from the server's makes React render the component again, with all it contains, in
 * one blocking task right after hydration. Mounted later, it reads the store at once.
 */
export function useBrowserStore<S, T>(
  store: UseBoundStore<StoreApi<S>>,
  selector: (state: S) => T,
): T {
  const [live, setLive] = useState(isAfterFirstRender);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return store(live ? selector : () => selector(store.getInitialState()));
}

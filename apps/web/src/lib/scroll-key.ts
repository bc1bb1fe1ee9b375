import type { Location } from 'react-router';

/**
 * Under which name ScrollRestoration keeps a page's scroll position. React Router names every
 * entry it makes with a new key, but an entry the browser loaded itself (an address typed, a
 * reload, a link that loads a whole page) has none and is called 'default': every such entry
 * of the tab would share one position, and a page loaded after another would open where that
 * one was left. Those are told apart by their address.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

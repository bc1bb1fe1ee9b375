import { PAGE_STATE_ELEMENT_ID } from '@shop/shared';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/** What the server left in the page for the browser to hydrate (entry-server.tsx). */
export interface ServerRenderedPage {
  language: string;
  state: DehydratedState;
}

/** The server-rendered page in `root`, or null when the page came without one (dev, a fallback). */
export function readServerRenderedPage(root: HTMLElement): ServerRenderedPage | null {
  const language = root.dataset.language;
  const stateText = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!language || !stateText) return null;
  try {
    return { language, state: JSON.parse(stateText) as DehydratedState };
  } catch {
    return null;
  }
}

/** Puts the server's answers in the client's cache, so the first render shows what it showed. */
export function adoptServerState(client: QueryClient, page: ServerRenderedPage): void {
  // An answer older than its staleTime (a page kept by the browser) is asked again as it mounts.
  hydrate(client, page.state);
}

/**
 * Loads the code of the lazy routes the address matches and puts it in place of `lazy`: the
 * router then starts with the page ready, as the server rendered it, instead of its fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

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

/** When this page arrived, by this browser's clock. */
function pageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
}

/**
 * Puts the server's answers in the client's cache, so the first render shows what it showed.
 * They count as read when the page arrived: the server keeps a rendered page only until the
 * menu or the content it shows changes (decision 027), so the page is as current as the API
 * however long ago it was rendered. They go stale a staleTime after that, and are asked again
 * as they mount from then on (decision 034).
 */
export function adoptServerState(client: QueryClient, page: ServerRenderedPage): void {
  const arrivedAt = pageArrivedAt();
  hydrate(client, {
    ...page.state,
    queries: page.state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: arrivedAt },
    })),
  });
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

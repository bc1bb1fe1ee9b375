import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRouter, initialRouteTable } from './app/router.tsx';
import {
  adoptServerState,
  readServerRenderedPage,
  resolveLazyRoutes,
} from './app/server-rendered-page.ts';
import { keepServerReadsForOffline, registerServiceWorker } from './features/offline/index.ts';
import { i18n, startI18n } from './i18n/index.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The server rendered the page in the language of its cookie; a saved Nepali choice is loaded
// before hydration (and before the router fetches a page's texts), so no English flashes.
void startI18n().then(async () => {
  const queryClient = createQueryClient();
  const table = await initialRouteTable(window.location.pathname);
  const serverPage = readServerRenderedPage(container);
  // A page rendered in another language than the one chosen here (a choice older than its
  // cookie) is rendered again in the browser rather than hydrated.
  let hydrating = serverPage !== null && serverPage.language === i18n.language;
  if (serverPage && hydrating) {
    adoptServerState(queryClient, serverPage);
    keepServerReadsForOffline(queryClient);
    // A page's code that cannot load (an old page after a deploy) is rendered by the router
    // instead, which offers a reload.
    hydrating = await resolveLazyRoutes(table.routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  }
  const router = createRouter(table);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // As a transition, the work is cut into slices that give the main thread back every few
  // milliseconds: the page stays responsive to a tap while it hydrates (total blocking time).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorker();
});

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

/*
 * The shop's service worker (decision 026). Routes are tried in the order they are registered:
 *
 * - Pages come from the network (the server's, with their own head), so a new deploy is on
 *   screen at the next visit; offline, the precached shell. The back office is never answered
 *   from a cache.
 * - The app shell (what index.html loads) is precached at install.
 * - A page's own chunks and the pictures are kept once fetched (their names never change).
 * - The menu, categories, gallery and events as last read: offline, the last menu seen.
 */

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const ONE_MONTH_SECONDS = 30 * 24 * 60 * 60;
const isBackOffice = (url: URL) => url.pathname === '/admin' || url.pathname.startsWith('/admin/');

self.skipWaiting();
clientsClaim();

// Pages always from the network: the server's, with their own head and the current build's
// scripts. Offline, the catch handler below answers with the precached shell of this worker's
// build, whose scripts are precached with it (a kept copy of an old page could name scripts
// a newer worker no longer has).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isBackOffice(url),
  new NetworkOnly(),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: ONE_MONTH_SECONDS })],
  }),
);

registerRoute(
  ({ url }) => /^\/api\/(meals|categories|gallery|events)(\/|$)/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'menu',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: ONE_MONTH_SECONDS })],
  }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: ONE_MONTH_SECONDS })],
  }),
);

// Offline on a shop page never seen before: the shell opens it, and the app says it is offline.
setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'document' && !isBackOffice(url)) {
    return (await matchPrecache('index.html')) ?? Response.error();
  }
  return Response.error();
});
